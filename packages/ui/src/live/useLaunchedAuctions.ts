import {
  type Auction,
  AuctionsById,
  appendLaunchedAuction,
  type ListingRequest,
  type LiveLaneContext,
  UserPushFeed,
} from '@gavel/domain'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useService } from '../services/ServicesProvider'

const none: LiveLaneContext = { tourActive: false, searchActive: false, subFilterActive: false }

/**
 * The live-lane context of a listing request, or null when the listing is not the live lane: applied saved
 * searches count as a search, quick filters as a sub-filter (marketplace §4). A tour is the caller's to add.
 */
export const liveLaneContextOf = (
  request: Pick<ListingRequest, 'source' | 'filters' | 'savedSearchIds'>,
  tourActive = false,
): LiveLaneContext | null =>
  request.source.kind === 'lanes' && request.source.lanes.includes('live')
    ? { tourActive, searchActive: request.savedSearchIds.length > 0, subFilterActive: request.filters.length > 0 }
    : null

/**
 * The live lane list with the auctions launched since it loaded: a LAUNCH_NOTIFICATION_V2 push on user.{id}
 * fetches the auction by id and appends it at the end unless a tour, a search or a sub-filter is active when it
 * arrives (marketplace §4, shell §4.4; domain appendLaunchedAuction). An auction already listed is not added twice.
 * `context` null (not the live lane) appends nothing.
 */
export const useLaunchedAuctions = (
  listed: readonly Auction[],
  context: LiveLaneContext | null = none,
): readonly Auction[] => {
  const pushes = useService(UserPushFeed)
  const catalog = useService(AuctionsById)
  const [launched, setLaunched] = useState<readonly Auction[]>([])
  const current = useRef(context)
  current.current = context
  const enabled = context !== null
  useEffect(() => {
    setLaunched([])
    if (!enabled) return
    return pushes.subscribe((push) => {
      const now = current.current
      if (push.type !== 'LAUNCH_NOTIFICATION_V2' || push.auctionId === null || now === null) return
      if (now.tourActive || now.searchActive || now.subFilterActive) return
      catalog
        .getById(push.auctionId)
        .then((auction) => setLaunched((before) => appendLaunchedAuction(before, auction, none)))
        // A launch the dealer misses shows on the next load; a failed read is not worth an error here.
        .catch(() => {})
    })
  }, [pushes, catalog, enabled])
  return useMemo(
    () => launched.reduce<readonly Auction[]>((list, a) => appendLaunchedAuction(list, a, none), listed),
    [listed, launched],
  )
}
