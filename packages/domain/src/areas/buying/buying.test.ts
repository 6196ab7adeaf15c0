import { describe, expect, it } from 'vitest'
import { auctionId, dealerId, dollars, epochMillis, userId } from '../../model/ids'
import type { Viewer } from '../../rules/viewer'
import { anAuction } from '../../testing'
import {
  type Deal,
  DealBlockedTexts,
  dealActions,
  offerToAnswer,
  pageOf,
  parseSort,
  sortAuctions,
  staysInList,
  visibleAmount,
} from './index'

const me: Viewer = { userId: userId(1), dealerIds: [dealerId(101)] }

describe('buying lists follow the status pills (marketplace §4 Collections)', () => {
  it('an active auction the viewer leads stays in active buying; once it ends accepted it moves to needs finalizing', () => {
    const live = anAuction()
      .withStatus('active')
      .participating()
      .withHighBid(9000, { userId: 1, dealerId: 101 })
      .build()
    expect(staysInList('activeBuying', live, me)).toBe(true)
    const won = { ...live, status: 'ended_accepted' as const, permissions: { ...live.permissions, canFinalize: true } }
    expect(staysInList('activeBuying', won, me)).toBe(false)
    expect(staysInList('needsFinalizing', won, me)).toBe(true)
    expect(staysInList('won', won, me)).toBe(true)
    expect(staysInList('needsFinalizing', { ...won, finalized: true }, me)).toBe(false)
  })

  it('a negotiation stays while the last offer pill says so, and leaves once accepted', () => {
    const talks = anAuction()
      .withStatus('counter_sent')
      .with({
        negotiation: {
          lastOfferUserId: userId(2),
          lastOffer: dollars(15_500),
          ourOffer: null,
          theirOffer: dollars(15_500),
        },
      })
      .build()
    expect(staysInList('negotiationsBuying', talks, me)).toBe(true)
    expect(staysInList('negotiationsBuying', { ...talks, status: 'counter_accepted' }, me)).toBe(false)
  })

  it('the watchlist keeps what is watched; pending proxy keeps a proxy on an auction not yet open', () => {
    expect(staysInList('watchlist', anAuction().watched().build(), me)).toBe(true)
    expect(staysInList('watchlist', anAuction().build(), me)).toBe(false)
    expect(staysInList('pendingProxy', anAuction().withStatus('run_list').withProxy(5000, true).build(), me)).toBe(true)
    expect(staysInList('pendingProxy', anAuction().withStatus('active').withProxy(5000, true).build(), me)).toBe(false)
  })
})

describe('sorting and paging', () => {
  it('sorts running lists ending soonest and ended lists most recent first; pages of 12 clamp', () => {
    const a = anAuction().withId(1).endingIn(60).build()
    const b = anAuction().withId(2).endingIn(30).build()
    expect(sortAuctions([a, b], parseSort(null, 'activeBuying')).map((x) => x.id)).toEqual([2, 1])
    expect(sortAuctions([a, b], parseSort(null, 'won')).map((x) => x.id)).toEqual([1, 2])
    expect(parseSort('nonsense', 'won')).toBe('recentlyEnded')
    const page = pageOf(
      Array.from({ length: 30 }, (_, i) => i),
      9,
      12,
    )
    expect(page).toEqual({ items: [24, 25, 26, 27, 28, 29], page: 3, pages: 3 })
  })
})

const offer = (over: Partial<Deal['offers'][number]>): Deal['offers'][number] => ({
  id: 1,
  auctionId: auctionId(5),
  state: 0,
  amount: dollars(14_000),
  rejectionReason: null,
  noLongerAvailable: false,
  minimumAmount: null,
  dealerId: dealerId(101),
  userId: userId(1),
  side: 'buyer',
  madeAt: epochMillis(0),
  ...over,
})
const deal = (over: Partial<Deal> = {}): Deal => ({
  auction: {
    id: auctionId(5),
    title: '2021 Ford Escape S',
    vin: '1FMCU0F60MUA00001',
    status: 'negotiation',
    highBid: null,
    endsAt: epochMillis(0),
    thumbnail: null,
    sellerName: 'Lakeshore Ford',
  },
  offers: [offer({})],
  negotiationInfo: { lastOfferUserId: userId(1), lastOffer: dollars(14_000), ourOffer: null, theirOffer: null },
  side: 'seller',
  canAct: true,
  ...over,
})

describe('offer actions on a deal (marketplace §4, §5)', () => {
  it('the party whose turn it is may accept, reject or counter the other side’s pending offer', () => {
    expect(dealActions(deal(), false, {})).toEqual({ actions: ['accept', 'reject', 'counter'], blocked: null })
    expect(offerToAnswer(deal())?.amount).toBe(14_000)
  })

  it('restrict_offer leaves accept and reject; limited users and the waiting side act on nothing, and say why', () => {
    expect(dealActions(deal(), false, { restrict_offer: true }).actions).toEqual(['accept', 'reject'])
    expect(dealActions(deal(), true, {})).toEqual({ actions: [], blocked: DealBlockedTexts.limited })
    expect(dealActions(deal({ canAct: false }), false, {})).toEqual({ actions: [], blocked: DealBlockedTexts.waiting })
  })

  it('make-offer is the buyer’s on an auction in the make-offer state; an accepted deal is closed', () => {
    const open = deal({ side: 'buyer', auction: { ...deal().auction, status: 'ended_declined' } })
    expect(dealActions(open, false, {}).actions).toEqual(['make-offer'])
    expect(dealActions(open, false, { restrict_offer: true }).blocked).toBe(DealBlockedTexts.restricted)
    const sold = deal({ auction: { ...deal().auction, status: 'ended_accepted' } })
    expect(dealActions(sold, false, {})).toEqual({ actions: [], blocked: DealBlockedTexts.closed })
  })

  it('a sealed bid of the other side stays sealed; our own shows', () => {
    expect(visibleAmount(offer({ state: 4, side: 'buyer' }), 'seller')).toBeNull()
    expect(visibleAmount(offer({ state: 4, side: 'buyer' }), 'buyer')).toBe(14_000)
  })
})
