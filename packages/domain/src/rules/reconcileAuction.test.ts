import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type Auction, type AuctionStatus, AuctionStatus as AuctionStatusSchema } from '../model/auction'
import type { BidReceipt } from '../model/bid'
import { auctionId, dealerId, dollars, epochMillis, userId } from '../model/ids'
import { type LiveMessage, LiveMessageType } from '../model/liveMessage'
import { type AuctionBuilder, anAuction } from '../testing/auctionBuilder'
import { FIXED_NOW } from '../testing/FixedClock'
import { type AuctionUpdate, reconcileAuction, reconcileMessages, statusIsNewer } from './reconcileAuction'

const applyLiveMessage = (auction: Auction, message: LiveMessage) =>
  reconcileAuction(auction, { kind: 'message', message })
const takeServerRow = (shown: Auction, row: Auction) => reconcileAuction(shown, { kind: 'row', row })

const message = (
  type: LiveMessage['type'],
  currentBid: number | null,
  overrides: Partial<LiveMessage['auction']> = {},
): LiveMessage => ({
  type,
  auction: {
    id: auctionId(1001),
    currentBid: currentBid === null ? null : dollars(currentBid),
    endsAt: epochMillis(FIXED_NOW + 600_000),
    highBidderDealerId: dealerId(60),
    highBidderId: userId(600),
    sellerDealerId: dealerId(90),
    sellerId: userId(900),
    bidCount: 3,
    state: null,
    status: 'active',
    ...overrides,
  },
})
/** A copy sharing no object with the original (as a decoded server row is). */
const deepCopy = <T>(x: T): T =>
  x === null || typeof x !== 'object'
    ? x
    : ((Array.isArray(x)
        ? x.map(deepCopy)
        : Object.fromEntries(Object.entries(x).map(([k, v]) => [k, deepCopy(v)]))) as T)
const withBid = (b: AuctionBuilder = anAuction()) => b.withHighBid(5000).with({ bidCount: 2 }).build()

describe('reconcileAuction: a live message (marketplace §4 "Collections")', () => {
  it('applies a bid at least the high bid', () => {
    const next = applyLiveMessage(withBid(), message('BID', 5000))
    expect(next.highBid).toEqual({ amount: 5000, userId: 600, dealerId: 60 })
    expect(next.bidCount).toBe(3)
  })
  it('applies a bid when there are no bids yet', () => {
    expect(applyLiveMessage(anAuction().build(), message('BID', 100)).highBid?.amount).toBe(100)
  })
  it('ignores a bid below the high bid, or without an amount', () => {
    const auction = withBid()
    expect(applyLiveMessage(auction, message('BID', 4999))).toBe(auction)
    expect(applyLiveMessage(auction, message('BID', null))).toBe(auction)
  })
  it('never lowers the high bid of an active auction with an unchanged status', () => {
    const auction = withBid()
    const next = applyLiveMessage(auction, message('TWO_MIN', 4000, { endsAt: epochMillis(FIXED_NOW + 1) }))
    expect(next.highBid).toBe(auction.highBid)
    expect(next.endsAt).toBe(FIXED_NOW + 1)
  })
  it('takes the server figures when the status changes', () => {
    const next = applyLiveMessage(withBid(), message('END', 4000, { status: 'ended_nobid' }))
    expect(next.status).toBe('ended_nobid')
    expect(next.highBid?.amount).toBe(4000)
  })
  it('keeps the high bid when the message names no bidder', () => {
    const auction = withBid()
    const next = applyLiveMessage(auction, message('DEAL_UPDATE', 6000, { highBidderId: null, status: 'negotiation' }))
    expect(next.highBid).toBe(auction.highBid)
    expect(next.status).toBe('negotiation')
  })
  it('never lowers the bid count', () => {
    expect(applyLiveMessage(withBid(), message('OUT_BID', 5000, { bidCount: 1 })).bidCount).toBe(2)
  })
  it('leaves another auction alone and returns the same object when nothing changes', () => {
    const auction = withBid()
    expect(applyLiveMessage(auction, message('BID', 9000, { id: auctionId(2) }))).toBe(auction)
    const same = applyLiveMessage(
      auction,
      message('NEW', null, { endsAt: auction.endsAt, bidCount: 2, status: 'active' }),
    )
    expect(same).toBe(auction)
  })
})

const statusArb = fc.constantFrom(...AuctionStatusSchema.literals) as fc.Arbitrary<AuctionStatus>
const messageArb = (status: fc.Arbitrary<AuctionStatus>) =>
  fc
    .record({
      type: fc.constantFrom(...LiveMessageType.literals),
      bid: fc.option(fc.integer({ min: 0, max: 20_000 })),
      bidder: fc.option(fc.integer({ min: 1, max: 5 })),
      bidCount: fc.integer({ min: 0, max: 50 }),
      status,
    })
    .map(({ type, bid, bidder, bidCount, status: s }) =>
      message(type, bid, {
        highBidderId: bidder === null ? null : userId(bidder),
        highBidderDealerId: bidder === null ? null : dealerId(bidder),
        bidCount,
        status: s,
      }),
    )

describe('high bid invariant (property)', () => {
  it('never decreases under any sequence of live messages for an active auction with unchanged status', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 1, max: 20_000 })),
        fc.array(messageArb(fc.constant('active'))),
        (start, messages) => {
          let auction = start === null ? anAuction().build() : anAuction().withHighBid(start).build()
          for (const m of messages) {
            const before = auction.highBid?.amount ?? 0
            auction = applyLiveMessage(auction, m)
            expect(auction.highBid?.amount ?? 0).toBeGreaterThanOrEqual(before)
          }
        },
      ),
    )
  })
  it('never lowers the bid count whatever the status', () => {
    fc.assert(
      fc.property(fc.array(messageArb(statusArb)), (messages) => {
        let auction = withBid()
        for (const m of messages) {
          const before = auction.bidCount
          auction = applyLiveMessage(auction, m)
          expect(auction.bidCount).toBeGreaterThanOrEqual(before)
        }
      }),
    )
  })
})
describe('reconcileAuction: a row refetched by id (marketplace §4)', () => {
  it("takes the server's row", () => {
    const shown = anAuction().withHighBid(22_100).build()
    const server = { ...shown, highBid: { ...shown.highBid!, amount: dollars(22_500) }, bidCount: shown.bidCount + 1 }
    expect(takeServerRow(shown, server)).toBe(server)
  })

  it('never lowers the high bid of an active auction with unchanged status', () => {
    const shown = anAuction().withHighBid(22_500).build()
    const late = { ...shown, highBid: { ...shown.highBid!, amount: dollars(22_100) }, viewCount: 99 }
    const taken = takeServerRow(shown, late)
    expect(taken.highBid?.amount).toBe(22_500)
    expect(taken.viewCount).toBe(99)
  })

  it('keeps the shown object when the row (or a reloaded page) says the same, field by field', () => {
    const shown = anAuction().withHighBid(22_500).build()
    const copy = deepCopy(shown)
    expect(takeServerRow(shown, copy)).toBe(shown)
    expect(reconcileAuction(shown, { kind: 'page', auction: deepCopy(shown) })).toBe(shown)
    const moved = { ...copy, vehicle: { ...copy.vehicle, odometer: copy.vehicle.odometer + 1 } }
    expect(takeServerRow(shown, moved)).toBe(moved)
    // A late row that would lower the high bid, but otherwise says the same: nothing changes.
    const late = { ...copy, highBid: { ...copy.highBid!, amount: dollars(22_100) } }
    expect(takeServerRow(shown, late)).toBe(shown)
  })

  it('takes a lower amount when the status changed', () => {
    const shown = anAuction().withHighBid(22_500).build()
    const ended = { ...shown, status: 'ended_killed' as const, highBid: null }
    expect(takeServerRow(shown, ended)).toBe(ended)
  })

  it('keeps the detail fields a listing row does not carry, and takes every field it does', () => {
    const row = anAuction().withHighBid(22_500).build()
    const gallery = [{ large: 'l.jpg', medium: 'm.jpg', thumbnail: 't.jpg', caption: 'Front' }]
    const shown: Auction = { ...row, highBid: { ...row.highBid!, amount: dollars(22_100) }, gallery, notes: 'Clean' }
    const taken = takeServerRow(shown, row)
    expect(taken).toEqual({ ...row, gallery, notes: 'Clean' })
    expect(reconcileAuction(shown, { kind: 'page', auction: row })).toEqual({ ...row, gallery, notes: 'Clean' })
    const cleared = { ...row, notes: null }
    expect(takeServerRow(shown, cleared).notes).toBeNull()
  })
})

describe('statusIsNewer', () => {
  const shown = anAuction().withHighBid(22_100).build()
  const entry = {
    id: shown.id,
    status: shown.status,
    endsAt: shown.endsAt,
    bidCount: shown.bidCount,
    highBidAmount: dollars(22_100),
  }
  it('is false when the poll says what is shown', () => expect(statusIsNewer(shown, entry)).toBe(false))
  it('is true for a new status, end time, bid or higher amount', () => {
    expect(statusIsNewer(shown, { ...entry, status: 'ended_accepted' })).toBe(true)
    expect(statusIsNewer(shown, { ...entry, endsAt: epochMillis(shown.endsAt + 30_000) })).toBe(true)
    expect(statusIsNewer(shown, { ...entry, bidCount: shown.bidCount + 1 })).toBe(true)
    expect(statusIsNewer(shown, { ...entry, highBidAmount: dollars(22_200) })).toBe(true)
  })
})

const receipt = (auction: Auction, amount: number, overrides: Partial<BidReceipt> = {}): BidReceipt => ({
  auctionId: auction.id,
  amount: dollars(amount),
  proxy: false,
  persistent: false,
  success: true,
  message: null,
  highBid: { amount: dollars(amount), userId: userId(2650), dealerId: dealerId(650) },
  seller: { userId: auction.seller.userId, dealerId: auction.seller.dealerId },
  endsAt: epochMillis(auction.endsAt + 30_000),
  bidCount: auction.bidCount + 1,
  acceptedAt: epochMillis(0),
  ...overrides,
})

describe("reconcileAuction: the user's bid receipt", () => {
  it("takes the server's high bid, bid count and end time, and makes the user a participant", () => {
    const auction = anAuction().withHighBid(22_100).build()
    const next = reconcileAuction(auction, { kind: 'receipt', receipt: receipt(auction, 22_200) })
    expect(next).toMatchObject({
      highBid: { amount: 22_200, userId: 2650 },
      bidCount: auction.bidCount + 1,
      endsAt: auction.endsAt + 30_000,
      participant: true,
    })
  })

  it('never lowers a high bid a newer live message showed, nor the bid count', () => {
    const auction = anAuction().withHighBid(22_500).with({ bidCount: 9 }).build()
    const next = reconcileAuction(auction, { kind: 'receipt', receipt: receipt(auction, 22_200, { bidCount: 4 }) })
    expect(next.highBid).toBe(auction.highBid)
    expect(next.bidCount).toBe(9)
    const none = reconcileAuction(auction, { kind: 'receipt', receipt: receipt(auction, 22_200, { highBid: null }) })
    expect(none.highBid).toBe(auction.highBid)
  })

  it("leaves another auction's receipt alone", () => {
    const auction = anAuction().withHighBid(22_100).build()
    const other = receipt(auction, 30_000, { auctionId: auctionId(auction.id + 1) })
    expect(reconcileAuction(auction, { kind: 'receipt', receipt: other })).toBe(auction)
  })
})

describe('reconcileAuction: a listing page', () => {
  it('takes the page unless the shown copy has seen more bids', () => {
    const shown = anAuction().withHighBid(22_500).with({ bidCount: 5 }).build()
    const late = { ...shown, bidCount: 4, viewCount: 3 }
    const newer = { ...shown, bidCount: 6 }
    expect(reconcileAuction(shown, { kind: 'page', auction: late })).toBe(shown)
    expect(reconcileAuction(shown, { kind: 'page', auction: newer })).toBe(newer)
  })
})

describe('high bid invariant across sources (property)', () => {
  it('a message, a refetched row and a receipt never lower the high bid of an active auction', () => {
    const updateArb = (auction: Auction): fc.Arbitrary<AuctionUpdate> =>
      fc.oneof(
        messageArb(fc.constant('active')).map((message): AuctionUpdate => ({ kind: 'message', message })),
        fc.integer({ min: 0, max: 20_000 }).map(
          (amount): AuctionUpdate => ({
            kind: 'row',
            row: { ...auction, highBid: { amount: dollars(amount), userId: userId(1), dealerId: dealerId(1) } },
          }),
        ),
        fc
          .integer({ min: 0, max: 20_000 })
          .map((amount): AuctionUpdate => ({ kind: 'receipt', receipt: receipt(auction, amount) })),
      )
    const start = anAuction().withId(1001).withHighBid(5000).build()
    fc.assert(
      fc.property(fc.array(updateArb(start)), (updates) => {
        let auction = start
        for (const update of updates) {
          const before = auction.highBid?.amount ?? 0
          auction = reconcileAuction(auction, update)
          expect(auction.highBid?.amount ?? 0).toBeGreaterThanOrEqual(before)
        }
      }),
    )
  })
})

describe('reconcileMessages: a run of live messages at once (docs/adr/0048)', () => {
  it('ends field by field where the messages applied one by one end, whatever they say (property)', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 1, max: 20_000 })),
        statusArb,
        fc.array(messageArb(fc.oneof(fc.constant<AuctionStatus>('active'), statusArb)), { maxLength: 12 }),
        (start, status, messages) => {
          const base = anAuction().withId(1001).withStatus(status)
          const shown = start === null ? base.build() : base.withHighBid(start).build()
          const oneByOne = messages.reduce(applyLiveMessage, shown)
          const atOnce = reconcileMessages(shown, messages)
          expect(atOnce).toEqual(oneByOne)
          if (oneByOne === shown) expect(atOnce).toBe(shown)
        },
      ),
    )
  })

  it('keeps the shown object when no message changes it, and ignores messages for another auction', () => {
    const shown = anAuction().withId(1001).withHighBid(22_500).build()
    const lower = message('BID', 20_000)
    const other = message('BID', 30_000, { id: auctionId(7) })
    expect(reconcileMessages(shown, [lower, other])).toBe(shown)
    expect(reconcileMessages(shown, [])).toBe(shown)
    const raised = reconcileMessages(shown, [message('BID', 23_000), lower, message('BID', 24_000, { bidCount: 9 })])
    expect(raised.highBid).toEqual({ amount: 24_000, userId: 600, dealerId: 60 })
    expect(raised.bidCount).toBe(9)
  })
})
