import {
  AuctionListing,
  type LaneCounts,
  type ListingLane,
  type ListingParams,
  laneKey,
  quickFiltersToFilters,
} from '@gavel/domain'
import { useMemo } from 'react'
import type { LaneTab } from '../../components/LaneTabs'
import { useCachedQuery } from '../../services/query/useCachedQuery'
import { queryKeys } from '../../services/queryKeys'
import { useService } from '../../services/ServicesProvider'

/** The `l`-less tab that opens the events directory (marketplace §2 `d=directory`). */
export const DIRECTORY_TAB = 'directory'

/** A private or event lane's count: the kind's count when it is the only lane of its kind (counts_v2 has no per-lane count). */
const laneCount = (lanes: readonly ListingLane[], lane: ListingLane, counts: LaneCounts | undefined) =>
  counts && lanes.filter((l) => l.kind === lane.kind).length === 1 ? counts.byKind[lane.kind] : null

/**
 * The lane tabs of the listing (marketplace §1, §2): the lane sets, the private and event lanes the buyer can see,
 * the events directory, the watchlist and the run list, with counts for the filters and saved searches in force.
 */
export const useLaneTabs = (params: ListingParams) => {
  const listing = useService(AuctionListing)
  const lanes = useCachedQuery({ queryKey: queryKeys.listingLanes, queryFn: () => listing.lanes(), staleTime: 60_000 })
  const filters = useMemo(() => quickFiltersToFilters(params.quickFilters), [params.quickFilters])
  const counts = useCachedQuery({
    queryKey: queryKeys.laneCounts(filters, params.savedSearchIds),
    queryFn: () => listing.laneCounts(filters, params.savedSearchIds),
  })
  return useMemo(() => {
    const c = counts.data
    const found = lanes.data ?? []
    const events = found.filter((l) => l.kind === 'event')
    const tabs: LaneTab[] = [
      { key: 'live', label: 'Live', count: c?.byKind.live ?? null },
      { key: 'no_reserve_preview', label: 'No Reserve Preview', count: c?.byKind.no_reserve_preview ?? null },
      { key: 'guaranteed_sale', label: 'Guaranteed Sale', count: c?.byKind.guaranteed_sale ?? null },
      ...found.map((l) => ({ key: laneKey(l.kind, l.id), label: l.displayName, count: laneCount(found, l, c) })),
      { key: DIRECTORY_TAB, label: 'Events Directory', count: null },
      { key: 'watchlist', label: 'Watchlist', count: c?.watchList ?? null },
      { key: 'run_list', label: 'Run List', count: c?.comingSoon ?? null },
    ]
    const eventCounts = Object.fromEntries(
      events.flatMap((l) => {
        const n = laneCount(found, l, c)
        return n === null ? [] : [[l.id, n]]
      }),
    )
    return { tabs, events, eventCounts, lanesLoading: lanes.isPending }
  }, [counts.data, lanes.data, lanes.isPending])
}
