import type { SearchFilter } from '../model/savedSearch'
import { createPortId } from './portId'

/** One value a filter offers, with how many auctions on offer carry it. */
export interface FilterValueOption {
  readonly value: string
  readonly count: number
}

/** One filter type's choices: values to choose among, or a range from min to max (filters/filter_options). */
export interface FilterOption {
  readonly filterType: string
  readonly kind: 'values' | 'range'
  readonly values: readonly FilterValueOption[]
  readonly min: number | null
  readonly max: number | null
}

/** A filter the search page shows, in order, with its label (search/filters). */
export interface FilterDefinition {
  readonly filterType: string
  readonly label: string
  readonly kind: 'values' | 'range'
}

/** A condition filter (filters/condition_options). */
export interface ConditionOption {
  readonly value: string
  readonly label: string
}

/** A suggestion for what the dealer typed: its text, and the filters choosing it applies (search/suggestions). */
export interface SearchSuggestion {
  readonly text: string
  readonly filters: readonly SearchFilter[]
}

/** One search in the user's history (recent-search/create); `createdAt` in epoch ms. */
export interface RecentSearch {
  readonly id: string
  readonly createdAt: number
  readonly filters: readonly SearchFilter[]
}

/**
 * What a search may choose from — never auctions themselves (those are AuctionListing's pages): what the search and
 * filter flyout offers (marketplace §7 Search service: filters/filter_options, search/filters,
 * filters/trim_options (make, model), filters/condition_options, search/suggestions, recent-search/create).
 * Rejects with SessionExpired, ServiceUnavailable, MalformedResponse or RequestCanceled.
 */
export interface SearchOptions {
  filterOptions(): Promise<readonly FilterOption[]>
  filterDefinitions(): Promise<readonly FilterDefinition[]>
  /** The trims of one make and model; empty for an unknown pair. */
  trimOptions(make: string, model: string): Promise<readonly FilterValueOption[]>
  conditionOptions(): Promise<readonly ConditionOption[]>
  /** At most 10 suggestions for a non-empty text. */
  suggestions(text: string): Promise<readonly SearchSuggestion[]>
  /** Records an applied search (feature-gated, marketplace §6); the history after it, newest first, at most 20. */
  recordRecentSearch(filters: readonly SearchFilter[]): Promise<readonly RecentSearch[]>
}
export const SearchOptions = createPortId<SearchOptions>('search-options')
