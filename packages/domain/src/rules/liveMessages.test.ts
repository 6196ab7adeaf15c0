import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type AuctionStatus, AuctionStatus as AuctionStatusSchema } from '../model/auction'
import { auctionId, dealerId, dollars, epochMillis, userId } from '../model/ids'
import { type LiveMessage, LiveMessageType } from '../model/liveMessage'
import { type AuctionBuilder, anAuction } from '../testing/auctionBuilder'
import { FIXED_NOW } from '../testing/FixedClock'
import { applyLiveMessage } from './liveMessages'

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
const withBid = (b: AuctionBuilder = anAuction()) => b.withHighBid(5000).with({ bidCount: 2 }).build()

describe('applyLiveMessage (marketplace §4 "Collections")', () => {
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
