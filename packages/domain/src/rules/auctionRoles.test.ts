import { describe, expect, it } from 'vitest'
import { dealerId, userId } from '../model/ids'
import { anAuction } from '../testing/auctionBuilder'
import { isPrimarySeller, isPrimaryTopBidder, isTopBiddingDealership } from './auctionRoles'

const viewer = { userId: userId(7), dealerIds: [dealerId(70), dealerId(71)] }

describe('auction roles (shell §6, marketplace §3)', () => {
  it('primary seller when the user id equals the seller user id', () => {
    expect(isPrimarySeller(anAuction().soldBy({ userId: 7, dealerId: 1 }).build(), viewer)).toBe(true)
    expect(isPrimarySeller(anAuction().soldBy({ userId: 8, dealerId: 70 }).build(), viewer)).toBe(false)
  })
  it('winning user when the user id equals the high bid user id', () => {
    expect(isPrimaryTopBidder(anAuction().withHighBid(100, { userId: 7 }).build(), viewer)).toBe(true)
    expect(isPrimaryTopBidder(anAuction().withHighBid(100, { userId: 8, dealerId: 70 }).build(), viewer)).toBe(false)
    expect(isPrimaryTopBidder(anAuction().build(), viewer)).toBe(false)
  })
  it('top-bidding dealership when the high bid is from any of the viewer dealerships', () => {
    expect(isTopBiddingDealership(anAuction().withHighBid(100, { dealerId: 71 }).build(), viewer)).toBe(true)
    expect(isTopBiddingDealership(anAuction().withHighBid(100, { dealerId: 72 }).build(), viewer)).toBe(false)
    expect(isTopBiddingDealership(anAuction().build(), viewer)).toBe(false)
  })
})
