import type {
  ConditionOption,
  FilterDefinition,
  FilterOption,
  FilterValueOption,
  RecentSearch,
  SearchFilter,
  SearchOptions,
  SearchSuggestion,
} from '@gavel/domain'
import type { SearchClient } from '@gavel/sdk'
import { guardOrThrow } from '../support/guarded'
import { callGateway } from '../support/toDomainError'
import {
  isConditionOptionsWire,
  isFilterOptionsWire,
  isRecentSearchesWire,
  isSearchFiltersWire,
  isSuggestionsWire,
  isTrimOptionsWire,
} from '../wire/guards/generated/guards'
import {
  toConditions,
  toFilterDefinitions,
  toFilterOptions,
  toFilterWire,
  toRecentSearches,
  toSuggestions,
  toTrims,
} from '../wire/searchWire'

const decodeOptions = guardOrThrow(isFilterOptionsWire, 'filter options')
const decodeDefinitions = guardOrThrow(isSearchFiltersWire, 'search filters')
const decodeTrims = guardOrThrow(isTrimOptionsWire, 'trim options')
const decodeConditions = guardOrThrow(isConditionOptionsWire, 'condition options')
const decodeSuggestions = guardOrThrow(isSuggestionsWire, 'search suggestions')
const decodeRecent = guardOrThrow(isRecentSearchesWire, 'recent searches')

/** Suggestions asked for at a time (the gateway's default, contracts/openapi/search.yaml). */
const SUGGESTIONS = 10

/** The search service's options, suggestions and history (marketplace §7 Search service). */
export class SearchOptionsHttp implements SearchOptions {
  constructor(private readonly client: SearchClient) {}

  async filterOptions(): Promise<readonly FilterOption[]> {
    const { data } = await callGateway(() => this.client.GET('/filters/filter_options'))
    return toFilterOptions(decodeOptions(data))
  }

  async filterDefinitions(): Promise<readonly FilterDefinition[]> {
    const { data } = await callGateway(() => this.client.GET('/search/filters'))
    return toFilterDefinitions(decodeDefinitions(data))
  }

  async trimOptions(make: string, model: string): Promise<readonly FilterValueOption[]> {
    const { data } = await callGateway(() =>
      this.client.GET('/filters/trim_options', { params: { query: { make, model } } }),
    )
    return toTrims(decodeTrims(data))
  }

  async conditionOptions(): Promise<readonly ConditionOption[]> {
    const { data } = await callGateway(() => this.client.GET('/filters/condition_options'))
    return toConditions(decodeConditions(data))
  }

  async suggestions(text: string): Promise<readonly SearchSuggestion[]> {
    const query = text.trim().slice(0, 100)
    if (query === '') return []
    const { data } = await callGateway(() =>
      this.client.GET('/search/suggestions', { params: { query: { query, size: SUGGESTIONS } } }),
    )
    return toSuggestions(decodeSuggestions(data))
  }

  async recordRecentSearch(filters: readonly SearchFilter[]): Promise<readonly RecentSearch[]> {
    const { data } = await callGateway(
      () => this.client.POST('/recent-search/create', { body: { filters: filters.map(toFilterWire) } }),
      { action: true },
    )
    return toRecentSearches(decodeRecent(data))
  }
}
