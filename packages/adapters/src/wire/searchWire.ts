import type {
  ConditionOption,
  FilterDefinition,
  FilterOption,
  FilterValueOption,
  RecentSearch,
  SavedSearch,
  SavedSearchInput,
  SearchFilter,
  SearchSuggestion,
} from '@gavel/domain'
import { Schema } from 'effect'
import { guardOrThrow } from '../support/guarded'
import { isSavedSearch } from './guards/generated/guards'

/**
 * contracts/openapi/search.yaml Filter: `filterType` with `value` (text, number, true/false or a list of text), or
 * `minValue`/`maxValue` (either may be absent).
 */
export const FilterWire = Schema.Struct({
  filterType: Schema.String,
  value: Schema.optionalKey(Schema.Union([Schema.String, Schema.Number, Schema.Boolean, Schema.Array(Schema.String)])),
  minValue: Schema.optionalKey(Schema.Number),
  maxValue: Schema.optionalKey(Schema.Number),
})
type FilterWire = typeof FilterWire.Type

const Kind = Schema.Literals(['values', 'range'])
const ValueOptionWire = Schema.Struct({ value: Schema.String, count: Schema.Int })

export const FilterOptionsWire = Schema.Struct({
  filters: Schema.Array(
    Schema.Struct({
      filterType: Schema.String,
      kind: Kind,
      values: Schema.Array(ValueOptionWire),
      min: Schema.NullOr(Schema.Number),
      max: Schema.NullOr(Schema.Number),
    }),
  ),
})
export const SearchFiltersWire = Schema.Struct({
  filters: Schema.Array(Schema.Struct({ filterType: Schema.String, label: Schema.String, kind: Kind })),
})
export const TrimOptionsWire = Schema.Struct({
  make: Schema.String,
  model: Schema.String,
  trims: Schema.Array(ValueOptionWire),
})
export const ConditionOptionsWire = Schema.Struct({
  options: Schema.Array(Schema.Struct({ value: Schema.String, label: Schema.String })),
})
export const SuggestionsWire = Schema.Struct({
  suggestions: Schema.Array(Schema.Struct({ text: Schema.String, filters: Schema.Array(FilterWire) })),
})
export const RecentSearchesWire = Schema.Struct({
  recent_searches: Schema.Array(
    Schema.Struct({ id: Schema.String, created: Schema.Number, filters: Schema.Array(FilterWire) }),
  ),
})
export const SavedSearchWire = Schema.Struct({
  id: Schema.String,
  created: Schema.Number,
  updated: Schema.Number,
  userId: Schema.Int,
  name: Schema.String,
  auctionLaunchPushNotification: Schema.Boolean,
  syncWithLegacyFilters: Schema.Boolean,
  enabled: Schema.Boolean,
  filters: Schema.Array(FilterWire),
})
export const SavedSearchListWire = Schema.Struct({ saved_searches: Schema.Array(SavedSearchWire) })

/**
 * A wire filter as the domain's: a range keeps open ends as null; a number or true/false value reads as text; a
 * list of values (which this client never writes) reads as its values joined by commas.
 */
export const toSearchFilter = (w: FilterWire): SearchFilter =>
  w.value === undefined
    ? { filterType: w.filterType, minValue: w.minValue ?? null, maxValue: w.maxValue ?? null }
    : { filterType: w.filterType, value: Array.isArray(w.value) ? w.value.join(',') : String(w.value) }

/** A filter as this client writes it. */
export interface FilterBody {
  filterType: string
  value?: string
  minValue?: number
  maxValue?: number
}

/** A domain filter on the wire: open range ends are left out. */
export const toFilterWire = (f: SearchFilter): FilterBody =>
  'value' in f
    ? { filterType: f.filterType, value: f.value }
    : {
        filterType: f.filterType,
        ...(f.minValue === null ? {} : { minValue: f.minValue }),
        ...(f.maxValue === null ? {} : { maxValue: f.maxValue }),
      }

const decodeSavedSearch = guardOrThrow(isSavedSearch, 'saved search')

/** Times in epoch seconds become milliseconds. */
export const toSavedSearch = (w: typeof SavedSearchWire.Type): SavedSearch =>
  decodeSavedSearch({
    ...w,
    created: w.created * 1000,
    updated: w.updated * 1000,
    filters: w.filters.map(toSearchFilter),
  })

export const toSavedSearchInputWire = (input: SavedSearchInput) => ({
  name: input.name.trim(),
  filters: input.filters.map(toFilterWire),
  auctionLaunchPushNotification: input.auctionLaunchPushNotification,
  enabled: input.enabled,
})

export const toFilterOptions = (w: typeof FilterOptionsWire.Type): readonly FilterOption[] => w.filters
export const toFilterDefinitions = (w: typeof SearchFiltersWire.Type): readonly FilterDefinition[] => w.filters
export const toTrims = (w: typeof TrimOptionsWire.Type): readonly FilterValueOption[] => w.trims
export const toConditions = (w: typeof ConditionOptionsWire.Type): readonly ConditionOption[] => w.options
export const toSuggestions = (w: typeof SuggestionsWire.Type): readonly SearchSuggestion[] =>
  w.suggestions.map((s) => ({ text: s.text, filters: s.filters.map(toSearchFilter) }))
export const toRecentSearches = (w: typeof RecentSearchesWire.Type): readonly RecentSearch[] =>
  w.recent_searches.map((r) => ({ id: r.id, createdAt: r.created * 1000, filters: r.filters.map(toSearchFilter) }))
