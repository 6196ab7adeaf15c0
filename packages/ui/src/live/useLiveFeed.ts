import {
  type AuctionId,
  AuctionStatuses,
  AuctionsById,
  Clock,
  createLiveAuctionSync,
  LiveAuctionFeed,
  type LiveAuctionSync,
  UserActivity,
  UserPushFeed,
} from '@gavel/domain'
import { useEffect, useRef, useState } from 'react'
import { useService } from '../services/ServicesProvider'
import { hostTimers } from './hostTimers'
import type { LiveAuctionStore } from './liveAuctionStore'

/**
 * Keeps `store` live for the listed `ids` with the domain's createLiveAuctionSync: channels updates.{id} and
 * ended_updates.{id} (shell §7) diffed as the list grows or shrinks, refetch by id after a bid, status polling of
 * the shown auctions every 10 s, nothing while idle, the shown auctions refetched after a reconnect (then
 * `onResync`, if given), and PRE_LAUNCH / LAUNCH_CANCELLED pushes refreshing their auction. Returns the sync, e.g.
 * to force a refetch.
 */
export const useLiveFeed = (
  ids: readonly AuctionId[],
  store: LiveAuctionStore,
  onResync?: () => void,
): LiveAuctionSync | null => {
  const feed = useService(LiveAuctionFeed)
  const byId = useService(AuctionsById)
  const statuses = useService(AuctionStatuses)
  const activity = useService(UserActivity)
  const pushes = useService(UserPushFeed)
  const clock = useService(Clock)
  const resync = useRef(onResync)
  resync.current = onResync
  const [live, setLive] = useState<LiveAuctionSync | null>(null)
  useEffect(() => {
    const created = createLiveAuctionSync({
      store,
      feed,
      byId,
      statuses,
      activity,
      pushes,
      clock,
      timers: hostTimers,
      onResync: () => resync.current?.(),
    })
    setLive(created)
    return () => {
      created.stop()
      setLive(null)
    }
  }, [store, feed, byId, statuses, activity, pushes, clock])
  useEffect(() => live?.watch(ids), [live, ids])
  return live
}
