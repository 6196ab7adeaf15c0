import type { Auction } from '../model/auction'
import type { Viewer } from './viewer'

/** The user is the primary seller if their id equals the seller user id (marketplace §3). */
export const isPrimarySeller = (auction: Auction, viewer: Viewer): boolean => auction.seller.userId === viewer.userId

/** The user is the winning (top) bidder if their id equals the high bid user id (marketplace §3). */
export const isPrimaryTopBidder = (auction: Auction, viewer: Viewer): boolean =>
  auction.highBid !== null && auction.highBid.userId === viewer.userId

/** The user's dealership holds the high bid (the high_bidder pill counts the dealership too). */
export const isTopBiddingDealership = (auction: Auction, viewer: Viewer): boolean =>
  auction.highBid !== null && viewer.dealerIds.includes(auction.highBid.dealerId)
