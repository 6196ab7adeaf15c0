import { Schema } from 'effect'
import { AuctionId, DealerId, Dollars, EpochMillis, UserId } from './ids'

/** What the dealer asked for: one intent gets one idempotency key, reused on every retry (ADR 0029). */
export interface BidIntent {
  readonly auctionId: AuctionId
  readonly amount: Dollars
  readonly proxy: boolean
  readonly persistent: boolean
  readonly idempotencyKey: string
}

/** The server's acknowledgement of a bid (marketplace §3 "Bid"). */
export const BidReceipt = Schema.Struct({
  auctionId: AuctionId,
  amount: Dollars,
  proxy: Schema.Boolean,
  persistent: Schema.Boolean,
  success: Schema.Boolean,
  message: Schema.NullOr(Schema.String),
  highBid: Schema.NullOr(Schema.Struct({ amount: Dollars, userId: UserId, dealerId: DealerId })),
  seller: Schema.Struct({ userId: UserId, dealerId: DealerId }),
  endsAt: EpochMillis,
  bidCount: Schema.Int,
  /** When the server acknowledged the bid, server clock. */
  acceptedAt: EpochMillis,
})
export type BidReceipt = typeof BidReceipt.Type
