import { liveReaction } from '../collections/liveReaction'
import { isPolled } from '../collections/polling'
import { Constants } from '../constants'
import type { AuctionId } from '../model/ids'
import type { LiveMessage } from '../model/liveMessage'
import type { AuctionStatuses } from '../ports/AuctionStatuses'
import type { AuctionsById } from '../ports/AuctionsById'
import type { Clock } from '../ports/Clock'
import type { LiveAuctionFeed } from '../ports/LiveAuctionFeed'
import type { Timers } from '../ports/Timers'
import type { UserActivity } from '../ports/UserActivity'
import type { UserPush, UserPushFeed } from '../ports/UserPushFeed'
import { statusIsNewer } from '../rules/reconcileAuction'
import type { LiveAuctionStore } from './liveAuctionStore'

export interface LiveAuctionSyncDeps {
  readonly store: LiveAuctionStore
  readonly feed: LiveAuctionFeed
  /** Reads the auctions to refetch. */
  readonly byId: AuctionsById
  /** Polls whether shown auctions moved. */
  readonly statuses: AuctionStatuses
  readonly activity: UserActivity
  readonly pushes?: UserPushFeed
  /** When the last refetch went out, for the 5 s spacing. */
  readonly clock: Clock
  readonly timers: Timers
  /** Told after a reconnect, once the shown auctions are being refetched. */
  readonly onResync?: () => void
}

export interface LiveAuctionSync {
  /** The auctions listed now: subscribes the channels of new ids and unsubscribes those of ids gone. */
  watch(ids: readonly AuctionId[]): void
  /** Refetches these auctions by id: at most every 5 s, at once when forced (marketplace §9). */
  refetch(ids: readonly AuctionId[], force?: boolean): void
  stop(): void
}

/** Message types that are applied, then refetched by id (marketplace §4; domain LIVE_REACTIONS). */
const refetchAfter = new Set(['updateThenRefetch', 'end'])
/** Pushes that refresh their auction (shell §4.4). */
const refreshPushes = new Set(['PRE_LAUNCH', 'LAUNCH_CANCELLED'])

/**
 * Keeps a live store current (marketplace §4 "Collections", §9; shell §4.2). Every change to an auction goes
 * through the store, hence through the one rule `reconcileAuction`:
 * - one feed subscription per listed auction, diffed as the list changes; a shown auction is refetched once its
 *   channel is live, for a bid placed while it was being joined;
 * - a bid (or end) message updates the row at once, then, when shown, the auction is refetched by id (the SDK
 *   retries 3 times) and the store takes the server's row;
 * - every 10 s the shown auctions that are polled (isPolled) have their statuses read, and any that moved is
 *   refetched;
 * - refetches are gathered into one call, at most every 5 s unless forced;
 * - nothing runs while the user is idle; activity resumes polling with a forced refetch, as does a reconnect;
 * - PRE_LAUNCH and LAUNCH_CANCELLED pushes refresh their auction.
 */
export const createLiveAuctionSync = (deps: LiveAuctionSyncDeps): LiveAuctionSync => {
  const { store, feed, byId, statuses, activity, clock, timers } = deps
  const channels = new Map<AuctionId, () => void>()
  const pending = new Set<AuctionId>()
  let lastSyncAt = Number.NEGATIVE_INFINITY
  let cancelFlush: (() => void) | undefined
  let stopPolling = () => {}
  let inFlight = false
  let stopped = false

  const flush = () => {
    cancelFlush = undefined
    if (stopped || pending.size === 0 || activity.isIdle()) return
    if (inFlight) {
      schedule(false)
      return
    }
    const ids = [...pending]
    pending.clear()
    lastSyncAt = clock.now()
    inFlight = true
    byId
      .getManyById(ids)
      .then((rows) => {
        if (!stopped) store.refreshed(rows)
      })
      // The SDK retried already; the next poll catches what this missed. Idle/offline cancels are silent.
      .catch(() => {})
      .finally(() => {
        inFlight = false
      })
  }
  const schedule = (force: boolean) => {
    const wait = force ? 0 : Math.max(0, lastSyncAt + Constants.auctionSyncMinIntervalMs - clock.now())
    if (cancelFlush !== undefined) {
      if (!force) return
      cancelFlush()
    }
    // A zero wait still goes through a timer, so a burst of messages becomes one call.
    cancelFlush = timers.after(wait, flush)
  }
  const refetch = (ids: readonly AuctionId[], force = false) => {
    if (stopped || ids.length === 0) return
    for (const id of ids) pending.add(id)
    schedule(force)
  }

  const poll = () => {
    if (activity.isIdle()) return
    const ids = store.shown().filter((id) => {
      const auction = store.get(id)
      return auction !== undefined && isPolled(auction)
    })
    if (ids.length === 0) return
    statuses
      .statuses(ids)
      .then((entries) => {
        const moved = entries.filter((e) => {
          const shown = store.get(e.id)
          return shown !== undefined && statusIsNewer(shown, e)
        })
        refetch(moved.map((e) => e.id))
      })
      .catch(() => {})
  }
  const startPolling = () => {
    stopPolling()
    stopPolling = timers.every(Constants.statusPollMs, poll)
  }

  const onMessage = (message: LiveMessage) => {
    store.push(message)
    // Only what is on screen: off-screen rows still take the message, and a refetch of every listed row at
    // 1,000 messages a second would cost more than it shows.
    const id = message.auction.id
    if (refetchAfter.has(liveReaction(message.type)) && store.isShown(id)) refetch([id])
  }
  const onPush = (push: UserPush) => {
    if (push.auctionId !== null && refreshPushes.has(push.type) && store.get(push.auctionId) !== undefined) {
      refetch([push.auctionId], true)
    }
  }
  const resyncAll = () => refetch([...channels.keys()], true)

  const stopResync = feed.onResync(() => {
    resyncAll()
    deps.onResync?.()
  })
  // The row was read before its channel was joined: a bid placed in between came on no channel (gathered, as any
  // refetch; a page of new channels confirmed together is one call)
  const stopLive = feed.onLive((id) => {
    if (channels.has(id) && store.isShown(id)) refetch([id])
  })
  const stopActivity = activity.subscribe((idle) => {
    if (idle) {
      stopPolling()
      return
    }
    startPolling()
    resyncAll()
  })
  const stopPushes = deps.pushes?.subscribe(onPush)
  if (!activity.isIdle()) startPolling()

  return {
    watch: (ids) => {
      const next = new Set(ids)
      for (const [id, stop] of channels) {
        if (next.has(id)) continue
        stop()
        channels.delete(id)
        pending.delete(id)
      }
      for (const id of next) {
        if (!channels.has(id)) channels.set(id, feed.watch([id], { onMessage }))
      }
    },
    refetch,
    stop: () => {
      stopped = true
      for (const stop of channels.values()) stop()
      channels.clear()
      pending.clear()
      cancelFlush?.()
      stopPolling()
      stopResync()
      stopLive()
      stopActivity()
      stopPushes?.()
    },
  }
}
