import type { BidReceipt } from '@gavel/domain'
import { Schema } from 'effect'
import { guardOrThrow } from '../support/guarded'
import { isBidReceipt, isBidResultWire } from './guards/generated/guards'

/** BidResultWire of contracts/openapi/buying.yaml (ADR 0001). */
export const BidResultWire = Schema.Struct({
  amount: Schema.Number,
  auction_id: Schema.Number,
  proxy: Schema.Boolean,
  persistent: Schema.Boolean,
  success: Schema.Boolean,
  message: Schema.NullOr(Schema.String),
  high_bid_dealer_id: Schema.NullOr(Schema.Number),
  high_bid_user_id: Schema.NullOr(Schema.Number),
  seller_dealer_id: Schema.Number,
  seller_user_id: Schema.Number,
  end_time: Schema.Number,
  bid_count: Schema.Number,
  accepted_at: Schema.Number,
})

const decodeWire = guardOrThrow(isBidResultWire, 'bid')
const decodeReceipt = guardOrThrow(isBidReceipt, 'bid')

/**
 * The server's bid acknowledgement as a domain receipt. A proxy bid's amount is a ceiling, not the high bid, so
 * its receipt carries no high bid: the live feed or a refetch tells the new high bid.
 */
export const toBidReceipt = (payload: unknown): BidReceipt => {
  const w = decodeWire(payload)
  const highBid =
    !w.proxy && w.high_bid_user_id !== null && w.high_bid_dealer_id !== null
      ? { amount: w.amount, userId: w.high_bid_user_id, dealerId: w.high_bid_dealer_id }
      : null
  return decodeReceipt({
    auctionId: w.auction_id,
    amount: w.amount,
    proxy: w.proxy,
    persistent: w.persistent,
    success: w.success,
    message: w.message,
    highBid,
    seller: { userId: w.seller_user_id, dealerId: w.seller_dealer_id },
    endsAt: w.end_time * 1000,
    bidCount: w.bid_count,
    acceptedAt: w.accepted_at,
  })
}
