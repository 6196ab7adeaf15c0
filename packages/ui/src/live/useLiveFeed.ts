import { type AuctionId, LiveAuctionFeed } from '@gavel/domain'
import { useEffect, useRef } from 'react'
import { useService } from '../services/ServicesProvider'
import type { LiveAuctionStore } from './liveAuctionStore'

/**
 * Watches the live channels of `ids` (shell §7 updates.{id}) into `store`; `onResync` runs when the feed
 * comes back after a gap, so the caller refetches what it shows.
 */
export const useLiveFeed = (ids: readonly AuctionId[], store: LiveAuctionStore, onResync: () => void): void => {
  const feed = useService(LiveAuctionFeed)
  const resync = useRef(onResync)
  resync.current = onResync
  const key = ids.join(',')
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `ids`, so a new array with the same ids does not resubscribe
  useEffect(() => {
    if (ids.length === 0) return
    return feed.watch(ids, { onMessage: (m) => store.push(m), onResync: () => resync.current() })
  }, [feed, store, key])
}
