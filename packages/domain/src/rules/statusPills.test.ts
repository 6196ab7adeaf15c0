import { describe, expect, it } from 'vitest'
import { dealerId, dollars, userId } from '../model/ids'
import { anAuction } from '../testing/auctionBuilder'
import { NEAR_RESERVE_SHARE, reservePill, statusPills } from './statusPills'

const viewer = { userId: userId(7), dealerIds: [dealerId(70)] }

describe('reservePill (marketplace §3)', () => {
  it('is no_reserve without a floor price', () => {
    expect(reservePill(anAuction().noReserve().withHighBid(10).build())).toBe('no_reserve')
  })
  it('is reserve_met at or above the floor', () => {
    expect(reservePill(anAuction().withFloor(10_000).withHighBid(10_000).build())).toBe('reserve_met')
  })
  it('is near_reserve from 90% of the floor, low_reserve below', () => {
    expect(NEAR_RESERVE_SHARE).toBe(0.9)
    expect(reservePill(anAuction().withFloor(10_000).withHighBid(9_000).build())).toBe('near_reserve')
    expect(reservePill(anAuction().withFloor(10_000).withHighBid(8_999).build())).toBe('low_reserve')
    expect(reservePill(anAuction().withFloor(10_000).build())).toBe('low_reserve')
  })
})

describe('statusPills (marketplace §3)', () => {
  it('marks the viewer or their dealership on top of an active auction as high_bidder', () => {
    expect(statusPills(anAuction().withHighBid(100, { userId: 7 }).participating().build(), viewer)).toContain(
      'high_bidder',
    )
    expect(statusPills(anAuction().withHighBid(100, { dealerId: 70 }).build(), viewer)).toContain('high_bidder')
  })
  it('marks a participant not on top as out_bid, and nobody else', () => {
    const pills = statusPills(anAuction().withHighBid(100).participating().build(), viewer)
    expect(pills).toContain('out_bid')
    expect(pills).not.toContain('high_bidder')
    expect(statusPills(anAuction().withHighBid(100).build(), viewer)).toEqual(['low_reserve'])
  })
  it('has no bidding pills once the auction is no longer active', () => {
    const ended = anAuction().withHighBid(100, { userId: 7 }).participating().withStatus('ended_nobid').build()
    expect(statusPills(ended, viewer)).toEqual(['low_reserve'])
  })
  it('asks to finalize an accepted auction the viewer may finalize, until finalized', () => {
    const won = anAuction().withStatus('ended_accepted').withPermissions({ canFinalize: true })
    expect(statusPills(won.build(), viewer)).toContain('finalize')
    expect(statusPills(won.with({ finalized: true }).build(), viewer)).not.toContain('finalize')
    expect(statusPills(anAuction().withStatus('ended_accepted').build(), viewer)).not.toContain('finalize')
    expect(statusPills(anAuction().withPermissions({ canFinalize: true }).build(), viewer)).not.toContain('finalize')
  })
  it('says who made the last offer while in negotiation', () => {
    const negotiation = (lastOfferUserId: number | null) => ({
      lastOfferUserId: lastOfferUserId === null ? null : userId(lastOfferUserId),
      lastOffer: dollars(100),
      ourOffer: null,
      theirOffer: null,
    })
    const sent = anAuction()
      .withStatus('counter_sent')
      .with({ negotiation: negotiation(7) })
      .build()
    const received = anAuction()
      .withStatus('negotiation')
      .with({ negotiation: negotiation(8) })
      .build()
    expect(statusPills(sent, viewer)).toContain('sent_last_negotiation')
    expect(statusPills(received, viewer)).toContain('received_last_negotiation')
    const none = anAuction()
      .withStatus('negotiation')
      .with({ negotiation: negotiation(null) })
      .build()
    expect(statusPills(none, viewer)).toEqual(['low_reserve'])
    const over = anAuction()
      .withStatus('ended_declined')
      .with({ negotiation: negotiation(8) })
      .build()
    expect(statusPills(over, viewer)).toEqual(['low_reserve'])
  })
  it('marks a proxy on an auction not yet open as proxy_scheduled', () => {
    expect(statusPills(anAuction().withStatus('run_list').withProxy(500).build(), viewer)).toContain('proxy_scheduled')
    expect(statusPills(anAuction().withProxy(500).build(), viewer)).not.toContain('proxy_scheduled')
    expect(statusPills(anAuction().withStatus('preview').build(), viewer)).not.toContain('proxy_scheduled')
  })
  it('marks watched auctions', () => {
    expect(statusPills(anAuction().noReserve().watched().build(), viewer)).toEqual(['no_reserve', 'watchlisted'])
  })
})
