import type { Auction } from '../model/auction'
import { dealerId, dollars, userId } from '../model/ids'
import type { LiveMessage } from '../model/liveMessage'

/** A BID live message (marketplace §3 Live auction message): another dealer outbids `auction` with `amount`. */
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
