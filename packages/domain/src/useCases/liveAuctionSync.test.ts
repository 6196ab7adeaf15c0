import { afterEach, describe, expect, it } from 'vitest'
import type { Auction } from '../model/auction'
import { type AuctionId, auctionId, dealerId, dollars, userId } from '../model/ids'
import type { LiveMessage } from '../model/liveMessage'
import type { AuctionStatusEntry, AuctionStatuses } from '../ports/AuctionStatuses'
import type { AuctionsById } from '../ports/AuctionsById'
import type { FeedListener, LiveAuctionFeed } from '../ports/LiveAuctionFeed'
import type { UserActivity } from '../ports/UserActivity'
import type { UserPush } from '../ports/UserPushFeed'
import { anAuction, bidMessage, FakeTimers, FixedClock } from '../testing'
import { createLiveAuctionStore } from './liveAuctionStore'
import { createLiveAuctionSync, type LiveAuctionSync } from './liveAuctionSync'

/** A feed that records who watches which ids, and lets the test send messages and resyncs. */
const fakeFeed = () => {
  const watchers = new Map<number, { ids: readonly AuctionId[]; listener: FeedListener }>()
  const resyncListeners = new Set<() => void>()
  const liveListeners = new Set<(id: AuctionId) => void>()
  let next = 0
  const feed: LiveAuctionFeed = {
    watch: (ids, listener) => {
      const key = next++
      watchers.set(key, { ids, listener })
      return () => watchers.delete(key)
    },
    onResync: (listener) => {
      resyncListeners.add(listener)
      return () => resyncListeners.delete(listener)
    },
    onLive: (listener) => {
      liveListeners.add(listener)
      return () => liveListeners.delete(listener)
    },
  }
  const watched = () => [...watchers.values()].flatMap((w) => w.ids).sort()
  const send = (message: LiveMessage) => {
    for (const w of watchers.values()) if (w.ids.includes(message.auction.id)) w.listener.onMessage(message)
  }
  const resync = () => {
    for (const l of resyncListeners) l()
  }
  /** The server confirms the auction's updates channel. */
  const live = (id: AuctionId) => {
    for (const l of liveListeners) l(id)
  }
  return {
    feed,
    watched,
    send,
    resync,
    live,
    subscriptions: () => watchers.size + resyncListeners.size + liveListeners.size,
    watchCalls: () => next,
  }
}

/** A server holding rows; records each call. */
const fakeSync = (rows: Map<AuctionId, Auction>) => {
  const byIdCalls: AuctionId[][] = []
  const statusCalls: AuctionId[][] = []
  const sync: AuctionsById & AuctionStatuses = {
    getById: async (id) => {
      const found = rows.get(id)
      if (found === undefined) throw new Error(`no auction ${id}`)
      return found
    },
    getManyById: async (ids) => {
      byIdCalls.push([...ids])
      return ids.flatMap((id) => rows.get(id) ?? [])
    },
    statuses: async (ids) => {
      statusCalls.push([...ids])
      return ids.flatMap((id): AuctionStatusEntry[] => {
        const a = rows.get(id)
        return a
          ? [{ id, status: a.status, endsAt: a.endsAt, bidCount: a.bidCount, highBidAmount: a.highBid?.amount ?? null }]
          : []
      })
    },
  }
  return { sync, byIdCalls, statusCalls }
}

const fakeActivity = () => {
  let idle = false
  const listeners = new Set<(idle: boolean) => void>()
  const activity: UserActivity = {
    isIdle: () => idle,
    subscribe: (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
  }
  const set = (value: boolean) => {
    idle = value
    for (const l of listeners) l(value)
  }
  return { activity, set }
}

const fakePushes = () => {
  const listeners = new Set<(push: UserPush) => void>()
  return {
    pushes: {
      subscribe: (l: (push: UserPush) => void) => {
        listeners.add(l)
        return () => listeners.delete(l)
      },
    },
    send: (push: UserPush) => {
      for (const l of listeners) l(push)
    },
  }
}

const withBid = (auction: Auction, amount: number, bids = 1): Auction => ({
  ...auction,
  highBid: { amount: dollars(amount), userId: userId(2650), dealerId: dealerId(650) },
  bidCount: auction.bidCount + bids,
})

const setUp = (count = 3) => {
  const auctions = Array.from({ length: count }, (_, i) =>
    anAuction()
      .withId(700 + i)
      .withHighBid(20_000)
      .build(),
  )
  const server = new Map(auctions.map((a) => [a.id, a]))
  const frames: Array<() => void> = []
  const store = createLiveAuctionStore((fn) => {
    frames.push(fn)
    return () => {}
  })
  store.load(auctions)
  const feed = fakeFeed()
  const sync = fakeSync(server)
  const activity = fakeActivity()
  const pushes = fakePushes()
  const resynced: string[] = []
  const timers = new FakeTimers(new FixedClock(1_000_000))
  const live = createLiveAuctionSync({
    store,
    clock: timers.clock,
    timers,
    feed: feed.feed,
    byId: sync.sync,
    statuses: sync.sync,
    activity: activity.activity,
    pushes: pushes.pushes,
    onResync: () => resynced.push('resync'),
  })
  live.watch(auctions.map((a) => a.id))
  // Every card on screen unless a test says otherwise.
  const release = auctions.map((a) => store.retain(a.id))
  const paint = () => {
    for (const fn of frames.splice(0)) fn()
  }
  /** Lets timers and the promises they start settle. */
  const advance = async (ms: number) => {
    await timers.advance(ms)
    // A server answer may start a timer of its own (a poll that finds a change refetches): run those too.
    for (let i = 0; i < 3; i++) await timers.advance(1)
    paint()
  }
  started.push(live)
  return { auctions, server, store, feed, sync, activity, pushes, live, paint, advance, resynced, release }
}

const started: LiveAuctionSync[] = []
afterEach(() => {
  for (const live of started.splice(0)) live.stop()
})

describe('live sync: subscriptions', () => {
  it('subscribes new ids and unsubscribes gone ones instead of resubscribing all', () => {
    const { feed, live, auctions } = setUp()
    const [, b, c] = auctions.map((x) => x.id) as [AuctionId, AuctionId, AuctionId]
    const first = feed.watchCalls()
    live.watch([b, c, auctionId(800)])
    expect(feed.watched()).toEqual([b, c, auctionId(800)].sort())
    expect(feed.watchCalls()).toBe(first + 1) // only 800 is new; b and c keep their subscriptions
    live.stop()
    expect(feed.subscriptions()).toBe(0)
  })

  it('hears resyncs and live channels on their own subscriptions, never by watching an empty list', () => {
    const { feed, auctions } = setUp()
    expect(feed.watchCalls()).toBe(auctions.length)
    expect(feed.subscriptions()).toBe(auctions.length + 2)
  })

  it('refetches a shown auction once its channel is live, so a bid placed while joining it is not missed', async () => {
    const { feed, store, server, auctions, sync, advance } = setUp()
    const [a, b] = auctions as [Auction, Auction]
    server.set(a.id, withBid(a, 21_000))
    feed.live(a.id)
    feed.live(b.id)
    await advance(0)
    expect(sync.byIdCalls).toEqual([[a.id, b.id]])
    expect(store.get(a.id)?.highBid?.amount).toBe(21_000)
  })

  it('leaves an auction off screen, or no longer listed, when its channel is live', async () => {
    const { feed, live, auctions, sync, advance, release } = setUp()
    const [a, b] = auctions as [Auction, Auction]
    release[0]?.()
    live.watch([a.id])
    feed.live(a.id)
    feed.live(b.id)
    await advance(10_000)
    expect(sync.byIdCalls).toEqual([])
  })
})

describe('live sync: a bid message', () => {
  it('updates the row at once, then takes the refetched server row', async () => {
    const { feed, store, server, auctions, sync, advance, paint } = setUp()
    const auction = auctions[0] as Auction
    feed.send(bidMessage(auction, 21_000))
    server.set(auction.id, { ...withBid(auction, 21_000), viewCount: 42 })
    paint()
    expect(store.get(auction.id)?.highBid?.amount).toBe(21_000)
    await advance(0)
    expect(sync.byIdCalls).toEqual([[auction.id]])
    expect(store.get(auction.id)?.viewCount).toBe(42)
  })

  it('never lets a late refetch lower the high bid a newer message showed', async () => {
    const { feed, store, server, auctions, advance } = setUp()
    const auction = auctions[0] as Auction
    server.set(auction.id, withBid(auction, 21_000))
    feed.send(bidMessage(auction, 21_000))
    feed.send(bidMessage(withBid(auction, 21_000), 22_000))
    await advance(0)
    expect(store.get(auction.id)?.highBid?.amount).toBe(22_000)
  })

  it('applies a message to an auction off screen without refetching it', async () => {
    const { feed, store, auctions, sync, advance, release } = setUp()
    const auction = auctions[1] as Auction
    release[1]?.()
    feed.send(bidMessage(auction, 21_000))
    await advance(10_000)
    expect(store.get(auction.id)?.highBid?.amount).toBe(21_000)
    expect(sync.byIdCalls).toEqual([])
  })

  it('gathers refetches into one call at most every 5 s', async () => {
    const { feed, auctions, sync, advance } = setUp()
    const [a, b, c] = auctions as [Auction, Auction, Auction]
    feed.send(bidMessage(a, 21_000))
    feed.send(bidMessage(b, 21_000))
    await advance(0)
    feed.send(bidMessage(c, 21_000))
    feed.send(bidMessage(a, 21_500))
    await advance(4_000)
    expect(sync.byIdCalls).toEqual([[a.id, b.id]])
    await advance(1_000)
    expect(sync.byIdCalls).toEqual([
      [a.id, b.id],
      [c.id, a.id],
    ])
  })
})

describe('live sync: polling, idle and resync', () => {
  it('polls the statuses of the shown active auctions every 10 s and refetches those that moved', async () => {
    const { store, auctions, server, sync, advance, release: offScreen } = setUp()
    for (const r of offScreen) r()
    const [a, b] = auctions as [Auction, Auction]
    const release = [store.retain(a.id), store.retain(b.id)]
    await advance(10_000)
    expect(sync.statusCalls).toEqual([[a.id, b.id]])
    expect(sync.byIdCalls).toEqual([])
    server.set(b.id, withBid(b, 25_000))
    await advance(10_000)
    expect(sync.byIdCalls).toEqual([[b.id]])
    expect(store.get(b.id)?.highBid?.amount).toBe(25_000)
    for (const r of release) r()
    await advance(10_000)
    expect(sync.statusCalls).toHaveLength(2)
  })

  it('does nothing while idle, and resumes with a forced refetch on activity', async () => {
    const { store, auctions, sync, activity, advance, feed } = setUp()
    store.retain((auctions[0] as Auction).id)
    activity.set(true)
    feed.send(bidMessage(auctions[1] as Auction, 21_000))
    await advance(60_000)
    expect(sync.statusCalls).toEqual([])
    expect(sync.byIdCalls).toEqual([])
    activity.set(false)
    await advance(0)
    expect(sync.byIdCalls.map((ids) => [...ids].sort())).toEqual([auctions.map((a) => a.id)])
    await advance(10_000)
    expect(sync.statusCalls).toHaveLength(1)
  })

  it('refetches every listed auction at once after a reconnect, then tells the caller', async () => {
    const { feed, auctions, sync, advance, resynced } = setUp()
    feed.send(bidMessage(auctions[0] as Auction, 21_000))
    await advance(0)
    feed.resync()
    await advance(0)
    expect(sync.byIdCalls).toEqual([[(auctions[0] as Auction).id], auctions.map((a) => a.id)])
    expect(resynced).toEqual(['resync'])
  })

  it('refreshes an auction on PRE_LAUNCH and LAUNCH_CANCELLED, not on other pushes', async () => {
    const { pushes, auctions, sync, advance } = setUp()
    const id = (auctions[2] as Auction).id
    pushes.send({ type: 'PRE_LAUNCH', auctionId: id, frame: {} })
    await advance(0)
    pushes.send({ type: 'OUT_BID', auctionId: id, frame: {} })
    pushes.send({ type: 'LAUNCH_CANCELLED', auctionId: id, frame: {} })
    await advance(0)
    expect(sync.byIdCalls).toEqual([[id], [id]])
  })
})
