import type { ClaimDealer, ClaimState, Offer, PersistentProxyReceipt } from '@gavel/domain'
import { Schema } from 'effect'
import { guardOrThrow } from '../support/guarded'
import {
  isAuctionClaimsWire,
  isClaimDealerSchema,
  isClaimDealersWire,
  isClaimStateSchema,
  isOffer,
  isOfferWire,
  isPersistentProxyReceiptSchema,
  isPersistentProxyWire,
} from './guards/generated/guards'

/** PersistentProxyBid of contracts/openapi/buying.yaml: `expires_at` in epoch seconds. */
export const PersistentProxyWire = Schema.Struct({
  auction_id: Schema.Number,
  user_id: Schema.Number,
  amount: Schema.Number,
  is_persistent: Schema.Boolean,
  expires_at: Schema.Number,
  proxy_bid_interval: Schema.Number,
})

/** Offer of contracts/openapi/buying.yaml (marketplace §3 "Offer"; min_amonut spelled so). */
export const OfferWire = Schema.Struct({
  auction_id: Schema.Number,
  offer_state: Schema.Literals([0, 1, 2, 3, 4]),
  offer_value: Schema.NullOr(Schema.Number),
  rejection_reason: Schema.NullOr(Schema.String),
  no_longer_available: Schema.Boolean,
  min_amonut: Schema.NullOr(Schema.Number),
  dealer_id: Schema.NullOr(Schema.Number),
})

const ClaimWire = Schema.Struct({ dealer_id: Schema.Number, user_id: Schema.Number, claimed_at: Schema.Number })

/** AuctionClaims of contracts/openapi/buying.yaml: `claimed_at` in epoch seconds. */
export const AuctionClaimsWire = Schema.Struct({
  auction_id: Schema.Number,
  claims: Schema.Array(ClaimWire),
  my_claim: Schema.NullOr(ClaimWire),
})

/** ClaimDealers of contracts/openapi/buying.yaml. */
export const ClaimDealersWire = Schema.Struct({
  dealerships: Schema.Array(Schema.Struct({ id: Schema.Number, name: Schema.String })),
})

/** WatchlistState of contracts/openapi/search.yaml. */
export const WatchlistWire = Schema.Struct({ auction_id: Schema.Number, is_on_watch_list: Schema.Boolean })

/** ReserveRemoved of contracts/openapi/buying.yaml (docs/adr/0015). */
export const ReserveRemovedWire = Schema.Struct({ auction_id: Schema.Number, floor_price: Schema.Null })

const decodeProxy = guardOrThrow(isPersistentProxyWire, 'persistent proxy bid')
const decodeProxyReceipt = guardOrThrow(isPersistentProxyReceiptSchema, 'persistent proxy bid')
const decodeOfferWire = guardOrThrow(isOfferWire, 'offer')
const decodeOffer = guardOrThrow(isOffer, 'offer')
const decodeClaimsWire = guardOrThrow(isAuctionClaimsWire, 'auction claims')
const decodeClaims = guardOrThrow(isClaimStateSchema, 'auction claims')
const decodeDealersWire = guardOrThrow(isClaimDealersWire, 'dealers that can claim')
const decodeDealer = guardOrThrow(isClaimDealerSchema, 'dealers that can claim')

export const toPersistentProxy = (payload: unknown): PersistentProxyReceipt => {
  const w = decodeProxy(payload)
  return decodeProxyReceipt({ auctionId: w.auction_id, amount: w.amount, expiresAt: w.expires_at * 1000 })
}

export const toOffer = (payload: unknown): Offer => {
  const w = decodeOfferWire(payload)
  return decodeOffer({
    state: w.offer_state,
    amount: w.offer_value,
    rejectionReason: w.rejection_reason,
    noLongerAvailable: w.no_longer_available,
    minimumAmount: w.min_amonut,
    dealerId: w.dealer_id,
  })
}

const toClaim = (c: typeof ClaimWire.Type) => ({
  dealerId: c.dealer_id,
  userId: c.user_id,
  claimedAt: c.claimed_at * 1000,
})

export const toAuctionClaims = (payload: unknown): ClaimState => {
  const w = decodeClaimsWire(payload)
  return decodeClaims({
    auctionId: w.auction_id,
    claims: w.claims.map(toClaim),
    myClaim: w.my_claim === null ? null : toClaim(w.my_claim),
  })
}

export const toClaimDealers = (payload: unknown): readonly ClaimDealer[] =>
  decodeDealersWire(payload).dealerships.map((d) => decodeDealer({ id: d.id, name: d.name }))
