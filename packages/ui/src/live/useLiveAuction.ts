import type { Auction } from '@gavel/domain'
import { useCallback, useEffect, useSyncExternalStore } from 'react'
import type { LiveAuctionStore } from './liveAuctionStore'

/**
 * One auction as the live store knows it, else the server copy; re-renders only when this one changes. While
 * mounted, the auction counts as shown (status polling and resync look at shown auctions).
 */
export const useLiveAuction = (store: LiveAuctionStore, auction: Auction): Auction => {
  const read = useCallback(() => store.get(auction.id) ?? auction, [store, auction])
  useEffect(() => store.retain(auction.id), [store, auction.id])
  return useSyncExternalStore(store.subscribe, read, read)
}
