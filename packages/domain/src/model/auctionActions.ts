import { Schema } from 'effect'
import { AuctionId, DealerId, Dollars, EpochMillis, UserId } from './ids'

/** A persistent proxy bid as the server confirmed it (marketplace §7 PUT persistent_proxy_bid; lasts 10 days, §9). */
export const PersistentProxyReceipt = Schema.Struct({
  auctionId: AuctionId,
  amount: Dollars,
  /** When the persistent proxy lapses, server clock. */
  expiresAt: EpochMillis,
})
export type PersistentProxyReceipt = typeof PersistentProxyReceipt.Type

/** A dealership of the user that may place a hold (claim) on auctions (marketplace §6, §7 Claims). */
export const ClaimDealer = Schema.Struct({ id: DealerId, name: Schema.String })
export type ClaimDealer = typeof ClaimDealer.Type

/** One hold on an auction: which dealership, held by which member (marketplace §3 dealershipClaims). */
export const AuctionClaim = Schema.Struct({ dealerId: DealerId, userId: UserId, claimedAt: EpochMillis })
export type AuctionClaim = typeof AuctionClaim.Type

/** An auction's holds after a claim or release, and the viewer's own (marketplace §3 myAuctionClaim). */
export const ClaimState = Schema.Struct({
  auctionId: AuctionId,
  claims: Schema.Array(AuctionClaim),
  myClaim: Schema.NullOr(AuctionClaim),
})
export type ClaimState = typeof ClaimState.Type

/** What the dealer asked for when making an offer: one idempotency key per submit, reused on every retry. */
export interface OfferIntent {
  readonly auctionId: AuctionId
  readonly amount: Dollars
  /** Sent when the user has a single dealership, or the one a multi-dealership user chose (docs/adr/0015). */
  readonly dealerId?: DealerId
  readonly idempotencyKey: string
}
