import type { Auction } from '@gavel/domain'
import { useCallback, useSyncExternalStore } from 'react'
import type { LiveAuctionStore } from './liveAuctionStore'

/** One auction as the live store knows it, else the server copy; re-renders only when this one changes. */
export const useLiveAuction = (store: LiveAuctionStore, auction: Auction): Auction => {
  const read = useCallback(() => store.get(auction.id) ?? auction, [store, auction])
  return useSyncExternalStore(store.subscribe, read, read)
}
