import { parseQuery, serializeQuery } from '../navigation/query'
import { DEFAULT_SORT, sortOptionsFor, validSort } from './sortOptions'

/**
 * The listing query of Marketplace and Search (shell §2.2, marketplace §2): l lanes (JSON list), at, p state
 * filter (default all), o sort order (default end_time), s saved search ids (JSON list), f quick search filters
 * (JSON list), d=directory for the events directory.
 */
export interface ListingParams {
  readonly lanes: readonly string[]
  readonly at: string | null
  readonly state: string
  readonly sort: string
  readonly savedSearchIds: readonly string[]
  readonly quickFilters: readonly string[]
  readonly directory: boolean
}

export const DEFAULT_STATE = 'all'

export const defaultListingParams: ListingParams = {
  lanes: [],
  at: null,
  state: DEFAULT_STATE,
  sort: DEFAULT_SORT,
  savedSearchIds: [],
  quickFilters: [],
  directory: false,
}

const jsonList = <T>(raw: string | undefined, keep: (u: unknown) => u is T): readonly T[] => {
  if (raw === undefined) return []
  try {
    const parsed: unknown = JSON.parse(raw)
    return Array.isArray(parsed) ? parsed.filter(keep) : []
  } catch {
    return []
  }
}
const isString = (u: unknown): u is string => typeof u === 'string'
/** Saved search ids are opaque text (contracts/openapi/search.yaml); a link with whole numbers still reads. */
const isId = (u: unknown): u is string | number =>
  (typeof u === 'string' && u !== '') || (typeof u === 'number' && Number.isSafeInteger(u))

/** Reads a listing query; malformed parts fall back to their defaults. */
export const parseListingQuery = (search: string): ListingParams => {
  const q = new Map<string, string>()
  for (const [k, v] of parseQuery(search)) if (!q.has(k)) q.set(k, v)
  return {
    lanes: jsonList(q.get('l'), isString),
    at: q.get('at') ?? null,
    state: q.get('p') || DEFAULT_STATE,
    sort: q.get('o') || DEFAULT_SORT,
    savedSearchIds: jsonList(q.get('s'), isId).map(String),
    quickFilters: jsonList(q.get('f'), isString),
    directory: q.get('d') === 'directory',
  }
}

/** Writes a listing query, leaving out defaults; parseListingQuery(serializeListingQuery(p)) equals p. */
export const serializeListingQuery = (params: ListingParams): string => {
  const entries: [string, string][] = []
  if (params.lanes.length > 0) entries.push(['l', JSON.stringify(params.lanes)])
  if (params.at !== null) entries.push(['at', params.at])
  if (params.state !== DEFAULT_STATE) entries.push(['p', params.state])
  if (params.sort !== DEFAULT_SORT) entries.push(['o', params.sort])
  if (params.savedSearchIds.length > 0) entries.push(['s', JSON.stringify(params.savedSearchIds)])
  if (params.quickFilters.length > 0) entries.push(['f', JSON.stringify(params.quickFilters)])
  if (params.directory) entries.push(['d', 'directory'])
  return serializeQuery(entries)
}

/**
 * Choosing a state (marketplace §5): sold clears the lanes, and a sort the new state does not offer changes to
 * its first valid option.
 */
export const chooseState = (params: ListingParams, state: string): ListingParams => ({
  ...params,
  state,
  lanes: state === 'sold' ? [] : params.lanes,
  sort: validSort(params.sort, sortOptionsFor(state)),
})

/** Search with no query defaults to lane live plus the user's applied saved searches (shell §2.2). */
export const searchDefaults = (search: string, appliedSavedSearchIds: readonly string[]): ListingParams =>
  search.replace(/^\?/, '') === ''
    ? { ...defaultListingParams, lanes: ['live'], savedSearchIds: appliedSavedSearchIds }
    : parseListingQuery(search)
