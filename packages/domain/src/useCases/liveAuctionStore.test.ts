import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Auction } from '../model/auction'
import { auctionId, dollars, epochMillis } from '../model/ids'
import { reconcileAuction } from '../rules/reconcileAuction'
import { anAuction, bidMessage } from '../testing'
import { createLiveAuctionStore } from './liveAuctionStore'

/** A frame scheduler the test runs by hand. */
const manualFrames = () => {
  const pending: Array<() => void> = []
  return {
    schedule: (fn: () => void) => {
      pending.push(fn)
      return () => pending.splice(pending.indexOf(fn), 1)
    },
    run: () => {
      for (const fn of pending.splice(0)) fn()
    },
    count: () => pending.length,
  }
}

describe('live auction store', () => {
  it('applies every message of a frame together and notifies once', () => {
    const frames = manualFrames()
    const store = createLiveAuctionStore(frames.schedule)
    const auction = anAuction().withHighBid(22_100).build()
    store.load([auction])
    let notified = 0
    store.subscribe(() => notified++)
    for (let i = 1; i <= 50; i++) store.push(bidMessage(auction, 22_100 + i * 100))
    expect(frames.count()).toBe(1)
    expect(store.get(auction.id)?.highBid?.amount).toBe(22_100)
    frames.run()
    expect(notified).toBe(1)
    expect(store.get(auction.id)?.highBid?.amount).toBe(27_100)
  })

  it('ignores a bid below the high bid (marketplace §4)', () => {
    const frames = manualFrames()
    const store = createLiveAuctionStore(frames.schedule)
    const auction = anAuction().withHighBid(22_100).build()
    store.load([auction])
    store.push(bidMessage(auction, 20_000))
    frames.run()
    expect(store.get(auction.id)).toBe(auction)
  })

  it('keeps a live copy that has seen more bids than a late server page', () => {
    const frames = manualFrames()
    const store = createLiveAuctionStore(frames.schedule)
    const auction = anAuction().withHighBid(22_100).build()
    store.load([auction])
    store.push(bidMessage(auction, 22_500))
    frames.run()
    store.load([auction])
    expect(store.get(auction.id)?.highBid?.amount).toBe(22_500)
    store.load([{ ...auction, bidCount: 20, highBid: { ...auction.highBid!, amount: dollars(23_000) } }])
    expect(store.get(auction.id)?.highBid?.amount).toBe(23_000)
  })

  it('applies a bid receipt at once', () => {
    const store = createLiveAuctionStore(manualFrames().schedule)
    const auction = anAuction().withHighBid(22_100).build()
    store.load([auction])
    store.applyReceipt({
      auctionId: auction.id,
      amount: dollars(22_200),
      proxy: false,
      persistent: false,
      success: true,
      message: null,
      highBid: { ...auction.highBid!, amount: dollars(22_200) },
      seller: { userId: auction.seller.userId, dealerId: auction.seller.dealerId },
      endsAt: epochMillis(auction.endsAt + 30_000),
      bidCount: auction.bidCount + 1,
      acceptedAt: epochMillis(0),
    })
    expect(store.get(auction.id)).toMatchObject({
      bidCount: auction.bidCount + 1,
      participant: true,
      highBid: { amount: 22_200 },
    })
  })

  it('applies refetched rows with the next frame, never lowering the high bid of an active auction', () => {
    const frames = manualFrames()
    const store = createLiveAuctionStore(frames.schedule)
    const auction = anAuction().withHighBid(22_100).build()
    store.load([auction])
    store.subscribeTo(auction.id, () => {})
    store.push(bidMessage(auction, 22_500))
    store.refreshed([{ ...auction, viewCount: 77 }])
    expect(store.get(auction.id)).toBe(auction)
    frames.run()
    expect(store.get(auction.id)).toMatchObject({ viewCount: 77, highBid: { amount: 22_500 } })
  })

  it('knows which auctions are shown until each reader releases them', () => {
    const store = createLiveAuctionStore(manualFrames().schedule)
    const [a, b] = [anAuction().withId(1).build(), anAuction().withId(2).build()]
    store.load([a, b])
    const first = store.retain(a.id)
    const second = store.retain(a.id)
    const other = store.retain(b.id)
    store.retain(auctionId(3))
    expect(store.shown()).toEqual([a.id, b.id])
    first()
    first()
    other()
    expect(store.shown()).toEqual([a.id])
    second()
    expect(store.shown()).toEqual([])
  })

  it("tells an auction's own listeners once per frame, and only when that auction changed (docs/adr/0048)", () => {
    const frames = manualFrames()
    const store = createLiveAuctionStore(frames.schedule)
    const [a, b] = [anAuction().withId(1).withHighBid(22_100).build(), anAuction().withId(2).withHighBid(9_000).build()]
    store.load([a, b])
    const heard = { a: 0, b: 0, any: 0 }
    const stopA = store.subscribeTo(a.id, () => heard.a++)
    store.subscribeTo(b.id, () => heard.b++)
    store.subscribe(() => heard.any++)
    for (let i = 1; i <= 20; i++) store.push(bidMessage(a, 22_100 + i * 100))
    store.push(bidMessage(b, 8_000))
    frames.run()
    expect(heard).toEqual({ a: 1, b: 0, any: 1 })
    expect(store.get(a.id)?.highBid?.amount).toBe(24_100)
    expect(store.get(b.id)).toBe(b)
    stopA()
    store.push(bidMessage(a, 30_000))
    store.push(bidMessage(b, 9_500))
    frames.run()
    expect(heard).toEqual({ a: 1, b: 1, any: 2 })
    store.load([{ ...b, bidCount: 99 }])
    expect(heard).toEqual({ a: 1, b: 2, any: 3 })
  })

  it("stores an unheard auction's messages without asking for a frame, and applies them when it is read", () => {
    const frames = manualFrames()
    const store = createLiveAuctionStore(frames.schedule)
    const [heard, unheard] = [
      anAuction().withId(1).withHighBid(5_000).build(),
      anAuction().withId(2).withHighBid(9_000).build(),
    ]
    store.load([heard, unheard])
    let calls = 0
    store.subscribeTo(heard.id, () => calls++)
    for (let i = 0; i < 40; i++) {
      store.push(bidMessage(unheard, 9_100 + i * 100))
      store.push(bidMessage(unheard, 8_000))
    }
    // a storm off screen costs no frame and tells no one
    expect(frames.count()).toBe(0)
    expect(calls).toBe(0)
    expect(store.get(unheard.id)?.highBid?.amount).toBe(13_000)
    expect(store.get(unheard.id)?.bidCount).toBe(unheard.bidCount + 1)
    // a heard auction's message still waits for its frame
    store.push(bidMessage(heard, 6_000))
    expect(frames.count()).toBe(1)
    expect(store.get(heard.id)?.highBid?.amount).toBe(5_000)
    frames.run()
    expect(calls).toBe(1)
    expect(store.get(heard.id)?.highBid?.amount).toBe(6_000)
  })

  it('keeps a message that came before its auction was loaded, when the page arrives before the frame', () => {
    const frames = manualFrames()
    const store = createLiveAuctionStore(frames.schedule)
    const auction = anAuction().withId(6).withHighBid(5_000).build()
    // the detail page's channel is open before its GET has answered with the auction
    store.push(bidMessage(auction, 6_000))
    store.load([auction])
    frames.run()
    expect(store.get(auction.id)?.highBid?.amount).toBe(6_000)
  })

  it('keeps the order of an auction whose update waits for the frame, after its listener leaves', () => {
    const frames = manualFrames()
    const store = createLiveAuctionStore(frames.schedule)
    const auction = anAuction().withId(5).withHighBid(5_000).build()
    store.load([auction])
    const stop = store.subscribeTo(auction.id, () => {})
    store.push(bidMessage(auction, 6_000))
    stop()
    // the row was read before either bid; the later bid must not jump ahead of the queued one
    store.refreshed([auction])
    store.push(bidMessage(auction, 7_000))
    expect(store.get(auction.id)?.highBid?.amount).toBe(5_000)
    frames.run()
    expect(store.get(auction.id)?.highBid?.amount).toBe(7_000)
  })

  it('applies gathered messages before a refetched row or a page, in the order they came', () => {
    const frames = manualFrames()
    const store = createLiveAuctionStore(frames.schedule)
    const auction = anAuction().withId(3).withHighBid(5_000).build()
    store.load([auction])
    store.push(bidMessage(auction, 6_000))
    frames.run()
    // a row read before the bid: it must not lower the high bid the message set
    store.refreshed([auction])
    frames.run()
    expect(store.get(auction.id)?.highBid?.amount).toBe(6_000)
    store.push(bidMessage(auction, 7_000))
    frames.run()
    store.load([auction])
    expect(store.get(auction.id)?.highBid?.amount).toBe(7_000)
  })

  it('applies every change at its frame when a list-wide listener hears them (my-account lists)', () => {
    const frames = manualFrames()
    const store = createLiveAuctionStore(frames.schedule)
    const auction = anAuction().withId(4).withHighBid(5_000).build()
    store.load([auction])
    const seen: Array<number | undefined> = []
    store.subscribe(() => seen.push(store.get(auction.id)?.highBid?.amount))
    store.push(bidMessage(auction, 6_000))
    frames.run()
    store.push(bidMessage(auction, 6_500))
    frames.run()
    expect(seen).toEqual([6_000, 6_500])
  })

  it('reads what applying every update at its frame (an unheard bid at once) would give, whoever listens when (property)', () => {
    const ids = [1, 2, 3]
    const start = ids.map((id) => anAuction().withId(id).withHighBid(5_000).build())
    type Op =
      | { op: 'bid'; id: number; amount: number }
      | { op: 'row'; id: number; amount: number }
      | { op: 'page'; id: number; count: number }
      | { op: 'frame' | 'get' | 'listen' | 'unlisten' | 'listAll'; id: number }
    const opArb: fc.Arbitrary<Op> = fc.oneof(
      fc.record({
        op: fc.constant('bid' as const),
        id: fc.constantFrom(...ids),
        amount: fc.integer({ min: 4_000, max: 9_000 }),
      }),
      fc.record({
        op: fc.constant('row' as const),
        id: fc.constantFrom(...ids),
        amount: fc.integer({ min: 4_000, max: 9_000 }),
      }),
      fc.record({
        op: fc.constant('page' as const),
        id: fc.constantFrom(...ids),
        count: fc.integer({ min: 0, max: 60 }),
      }),
      fc.record({
        op: fc.constantFrom(
          'frame' as const,
          'get' as const,
          'listen' as const,
          'unlisten' as const,
          'listAll' as const,
        ),
        id: fc.constantFrom(...ids),
      }),
    )
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 120 }), (ops) => {
        const frames = manualFrames()
        const store = createLiveAuctionStore(frames.schedule)
        store.load(start)
        const model = new Map<number, Auction>(start.map((a) => [a.id, a]))
        // what the store applies at the next frame; an auction nobody hears, with nothing waiting, takes a bid at once
        let queued: Array<{ id: number; apply: (m: Map<number, Auction>) => void }> = []
        const waits = (id: number) => stops.has(id) || stops.has(0) || queued.some((q) => q.id === id)
        const stops = new Map<number, () => void>()
        for (const o of ops) {
          const now = model.get(o.id) as Auction
          if (o.op === 'bid') {
            const message = {
              ...bidMessage(now, o.amount),
              auction: { ...bidMessage(now, o.amount).auction, bidCount: now.bidCount + 1 },
            }
            const apply = (m: Map<number, Auction>) =>
              m.set(o.id, reconcileAuction(m.get(o.id) as Auction, { kind: 'message', message }))
            if (waits(o.id)) queued.push({ id: o.id, apply })
            else apply(model)
            store.push(message)
          } else if (o.op === 'row') {
            const row = { ...start[o.id - 1]!, highBid: { ...start[0]!.highBid!, amount: dollars(o.amount) } }
            store.refreshed([row])
            queued.push({
              id: o.id,
              apply: (m) => m.set(o.id, reconcileAuction(m.get(o.id) as Auction, { kind: 'row', row })),
            })
          } else if (o.op === 'page') {
            const page = { ...start[o.id - 1]!, bidCount: o.count }
            store.load([page])
            model.set(o.id, reconcileAuction(now, { kind: 'page', auction: page }))
          } else if (o.op === 'frame') {
            frames.run()
            for (const q of queued) q.apply(model)
            queued = []
          } else if (o.op === 'get') {
            expect(store.get(auctionId(o.id))).toEqual(model.get(o.id))
          } else if (o.op === 'listen' && !stops.has(o.id)) {
            stops.set(
              o.id,
              store.subscribeTo(auctionId(o.id), () => {}),
            )
          } else if (o.op === 'unlisten') {
            stops.get(o.id)?.()
            stops.delete(o.id)
          } else if (o.op === 'listAll' && !stops.has(0)) {
            stops.set(
              0,
              store.subscribe(() => {}),
            )
          }
        }
        frames.run()
        for (const q of queued) q.apply(model)
        for (const id of ids) expect(store.get(auctionId(id))).toEqual(model.get(id))
      }),
      { numRuns: 400 },
    )
  })
})
