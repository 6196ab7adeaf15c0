import { type Auction, dealerId, dollars, type LiveMessage, userId } from '@gavel/domain'

/** A BID message as another dealer outbidding the auction with `amount` (ui tests of the live store). */
export const bidMessage = (auction: Auction, amount: number): LiveMessage => ({
  type: 'BID',
  auction: {
    id: auction.id,
    currentBid: dollars(amount),
    endsAt: auction.endsAt,
    highBidderDealerId: dealerId(650),
    highBidderId: userId(2650),
    sellerDealerId: auction.seller.dealerId,
    sellerId: auction.seller.userId,
    bidCount: auction.bidCount + 1,
    state: null,
    status: auction.status,
  },
})
