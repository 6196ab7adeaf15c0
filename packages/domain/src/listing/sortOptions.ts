/**
 * Sort options (marketplace §3): ended lanes sort by recently_ended or close_to_market_value (the server's
 * acv_estimate_delta); live lanes by recommended or end_time. Default end_time (marketplace §2, §5).
 */
export const LIVE_SORTS = ['recommended', 'end_time'] as const
export const ENDED_SORTS = ['recently_ended', 'close_to_market_value'] as const
export type SortOption = (typeof LIVE_SORTS)[number] | (typeof ENDED_SORTS)[number]
export const DEFAULT_SORT: SortOption = 'end_time'

/** The server's name of a sort option (only close_to_market_value differs). */
export const serverSort = (sort: SortOption): string => (sort === 'close_to_market_value' ? 'acv_estimate_delta' : sort)

/** The listing state filter value of ended (sold) auctions; other states list live lanes (docs/adr/0013). */
export const ENDED_STATES = ['sold', 'ended'] as const

/** The sort options valid for a state filter. */
export const sortOptionsFor = (state: string): readonly SortOption[] =>
  (ENDED_STATES as readonly string[]).includes(state) ? ENDED_SORTS : LIVE_SORTS

/** Keeps a sort that is valid, else falls back to the first valid option (marketplace §5). */
export const validSort = (sort: string, options: readonly SortOption[]): SortOption =>
  (options as readonly string[]).includes(sort) ? (sort as SortOption) : (options[0] ?? DEFAULT_SORT)
