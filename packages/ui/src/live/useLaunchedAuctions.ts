import { type Auction, AuctionCatalog, appendLaunchedAuction, type LiveLaneContext, UserPushFeed } from '@gavel/domain'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useService } from '../services/ServicesProvider'

const none: LiveLaneContext = { tourActive: false, searchActive: false, subFilterActive: false }

/**
 * The live lane list with the auctions launched since it loaded: a LAUNCH_NOTIFICATION_V2 push on user.{id}
 * fetches the auction by id and appends it at the end unless a tour, a search or a sub-filter is active when it
 * arrives (marketplace §4, shell §4.4; domain appendLaunchedAuction). An auction already listed is not added twice.
 */
export const useLaunchedAuctions = (
  listed: readonly Auction[],
  context: LiveLaneContext = none,
): readonly Auction[] => {
  const pushes = useService(UserPushFeed)
  const catalog = useService(AuctionCatalog)
  const [launched, setLaunched] = useState<readonly Auction[]>([])
  const now = useRef(context)
  now.current = context
  useEffect(
    () =>
      pushes.subscribe((push) => {
        if (push.type !== 'LAUNCH_NOTIFICATION_V2' || push.auctionId === null) return
        const { tourActive, searchActive, subFilterActive } = now.current
        if (tourActive || searchActive || subFilterActive) return
        catalog
          .getById(push.auctionId)
          .then((auction) => setLaunched((before) => appendLaunchedAuction(before, auction, now.current)))
          // A launch the dealer misses shows on the next load; a failed read is not worth an error here.
          .catch(() => {})
      }),
    [pushes, catalog],
  )
  return useMemo(
    () => launched.reduce<readonly Auction[]>((list, a) => appendLaunchedAuction(list, a, none), listed),
    [listed, launched],
  )
}
