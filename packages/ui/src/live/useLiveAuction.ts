import type { Auction } from '@gavel/domain'
import { useCallback, useEffect, useSyncExternalStore } from 'react'
import type { LiveAuctionStore } from './liveAuctionStore'

/**
 * One auction as the live store knows it, else the server copy; re-renders only when this one changes, and hears
 * nothing when another does (the store's per-id listeners, docs/adr/0048). While mounted, the auction counts as
 * shown (status polling and resync look at shown auctions).
 */
export const useLiveAuction = (store: LiveAuctionStore, auction: Auction): Auction => {
  const id = auction.id
  const read = useCallback(() => store.get(id) ?? auction, [store, id, auction])
  const subscribe = useCallback((listener: () => void) => store.subscribeTo(id, listener), [store, id])
  useEffect(() => store.retain(id), [store, id])
  return useSyncExternalStore(subscribe, read, read)
}
