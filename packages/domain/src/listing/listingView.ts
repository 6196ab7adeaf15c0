import type { LaneKind } from '../model/auction'
import type { ListingParams } from './listingQuery'
import { ENDED_STATES, type SortOption, sortOptionsFor, validSort } from './sortOptions'

/**
 * What a listing shows, read from its query (marketplace §2, §4 Collections, §7 Buying BFF listings). Our design
 * of the `l` values (docs/adr/0013): the lane sets by name (`live`, `no_reserve_preview`, `guaranteed_sale`), a
 * private or event lane by kind and id (`private:4`, `event:5`), and the `watchlist` and `run_list` collections.
 */
export type ListingSource =
  | { readonly kind: 'lanes'; readonly lanes: readonly LaneKind[] }
  | { readonly kind: 'no_reserve_preview' }
  | { readonly kind: 'private_lane'; readonly laneId: string }
  | { readonly kind: 'event_lane'; readonly laneId: string }
  | { readonly kind: 'ended'; readonly lanes: readonly LaneKind[] }
  | { readonly kind: 'watchlist' }
  | { readonly kind: 'run_list' }

/** The lane a listing opens on when `l` names none. */
export const DEFAULT_LANE = 'live'

const LANE_SETS: readonly string[] = ['live', 'no_reserve_preview', 'guaranteed_sale']
const laneRef = /^(private|event):([1-9]\d*)$/

/** The `l` value of a private or event lane. */
export const laneKey = (kind: 'private' | 'event', laneId: string): string => `${kind}:${laneId}`

/** The lane tab a query shows (the first lane of `l`, else live). */
export const selectedLane = (params: ListingParams): string => params.lanes[0] ?? DEFAULT_LANE

/** Whether the state lists ended auctions (sold, ended) rather than live ones (docs/adr/0013). */
export const isEndedState = (state: string): boolean => (ENDED_STATES as readonly string[]).includes(state)

const kindOf = (lane: string): LaneKind | null => {
  if (LANE_SETS.includes(lane)) return lane as LaneKind
  const ref = laneRef.exec(lane)
  return ref ? (ref[1] as LaneKind) : null
}

/**
 * Where the listing's auctions come from: ended states list ended auctions of the named lanes (all lanes when
 * none); otherwise the first lane decides: no_reserve_preview, one private or event lane, the watchlist, the
 * run list, or the live lanes named.
 */
export const listingSource = (params: ListingParams): ListingSource => {
  if (isEndedState(params.state)) {
    return { kind: 'ended', lanes: params.lanes.flatMap((l) => kindOf(l) ?? []) }
  }
  const lane = selectedLane(params)
  if (lane === 'watchlist' || lane === 'run_list') return { kind: lane }
  if (lane === 'no_reserve_preview') return { kind: 'no_reserve_preview' }
  const ref = laneRef.exec(lane)
  if (ref)
    return ref[1] === 'private' ? { kind: 'private_lane', laneId: ref[2]! } : { kind: 'event_lane', laneId: ref[2]! }
  const lanes = params.lanes.flatMap((l) => {
    const kind = kindOf(l)
    return kind !== null && LANE_SETS.includes(kind) ? [kind] : []
  })
  return { kind: 'lanes', lanes: lanes.length > 0 ? lanes : [DEFAULT_LANE] }
}

/** The sort a listing asks the server for: the query's sort when the state offers it, else the first it does. */
export const listingSort = (params: ListingParams): SortOption => validSort(params.sort, sortOptionsFor(params.state))

/** Choosing a lane tab: that lane alone, the events directory closed. Sorts and filters stay. */
export const chooseLane = (params: ListingParams, lane: string): ListingParams => ({
  ...params,
  lanes: [lane],
  directory: false,
})

/** Opening or closing the events directory (`d=directory`). */
export const showDirectory = (params: ListingParams, open: boolean): ListingParams => ({ ...params, directory: open })

/** Choosing a sort; one the state does not offer becomes its first valid option (marketplace §5). */
export const chooseSort = (params: ListingParams, sort: string): ListingParams => ({
  ...params,
  sort: validSort(sort, sortOptionsFor(params.state)),
})
