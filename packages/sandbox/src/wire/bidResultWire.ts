import type { BidAccepted } from '../engine/applyBid'
import { toEpochSeconds } from './liveAuction'
import type { BidResultWire } from './types'

export const toBidResultWire = (b: BidAccepted): BidResultWire => ({
  amount: b.amount,
  auction_id: b.auctionId,
  proxy: b.proxy,
  persistent: b.persistent,
  success: b.success,
  message: b.message,
  high_bid_dealer_id: b.highBidDealerId,
  high_bid_user_id: b.highBidUserId,
  seller_dealer_id: b.sellerDealerId,
  seller_user_id: b.sellerUserId,
  end_time: toEpochSeconds(b.endTime),
  bid_count: b.bidCount,
  accepted_at: b.acceptedAt,
})
