import type { Deal, DealOffer } from '@gavel/domain/areas/buying'
import { Schema } from 'effect'
import { guardOrThrow } from '../../support/guarded'
import { isDeal } from '../../wire/guards/generated/isDeal'
import { isDealOffer } from '../../wire/guards/generated/isDealOffer'

const HighBidWire = Schema.Struct({ amount: Schema.Number, user_id: Schema.Number, dealer_id: Schema.Number })

const NegotiationInfoWire = Schema.Struct({
  lastOfferUserId: Schema.NullOr(Schema.Number),
  lastOffer: Schema.NullOr(Schema.Number),
  ourOffer: Schema.NullOr(Schema.Number),
  theirOffer: Schema.NullOr(Schema.Number),
})

/** One my-auctions row (contracts/openapi/myauctions.yaml MyAuction): only what the buying screens read. */
export const MyAuctionWire = Schema.Struct({
  id: Schema.Number,
  vin: Schema.String,
  year: Schema.Number,
  make: Schema.String,
  model: Schema.String,
  trim: Schema.NullOr(Schema.String),
  status: Schema.String,
  high_bid: Schema.NullOr(HighBidWire),
  end_time: Schema.Number,
  seller: Schema.Struct({ dealership_name: Schema.String }),
  thumbnail_url: Schema.NullOr(Schema.String),
  negotiationInfo: Schema.NullOr(NegotiationInfoWire),
})
export const AuctionListWire = Schema.Struct({ results: Schema.Array(MyAuctionWire), total: Schema.Number })

export const OfferWire = Schema.Struct({
  id: Schema.Number,
  auction_id: Schema.Number,
  offer_state: Schema.Number,
  offer_value: Schema.Number,
  rejection_reason: Schema.NullOr(Schema.String),
  no_longer_available: Schema.Boolean,
  min_amonut: Schema.NullOr(Schema.Number),
  dealer_id: Schema.Number,
  user_id: Schema.Number,
  side: Schema.String,
  created_at: Schema.Number,
})
export const DealWire = Schema.Struct({
  id: Schema.Number,
  auction: MyAuctionWire,
  offers: Schema.Array(OfferWire),
  negotiationInfo: NegotiationInfoWire,
  side: Schema.String,
  can_act: Schema.Boolean,
})
export const OfferListWire = Schema.Struct({ results: Schema.Array(OfferWire) })
export const DealListWire = Schema.Struct({ results: Schema.Array(DealWire) })

// checked by guards generated from the domain's Schemas (docs/adr/0039): offers received, selling, shows without
// effect's runtime
const decodeDeal = guardOrThrow(isDeal, 'deal')
const decodeOffer = guardOrThrow(isDealOffer, 'offer')

const toDealOfferInput = (o: typeof OfferWire.Type) => ({
  id: o.id,
  auctionId: o.auction_id,
  state: o.offer_state,
  amount: o.offer_value,
  rejectionReason: o.rejection_reason,
  noLongerAvailable: o.no_longer_available,
  minimumAmount: o.min_amonut,
  dealerId: o.dealer_id,
  userId: o.user_id,
  side: o.side,
  madeAt: o.created_at * 1000,
})

/** Wire offer → domain offer (epoch seconds → ms); a value outside the domain's schema is a MalformedResponse. */
export const toDealOffer = (o: typeof OfferWire.Type): DealOffer => decodeOffer(toDealOfferInput(o))

/** Wire deal → domain deal. */
export const toDeal = (d: typeof DealWire.Type): Deal => {
  const a = d.auction
  return decodeDeal({
    auction: {
      id: a.id,
      title: [a.year, a.make, a.model, a.trim].filter((p) => p !== null && p !== '').join(' '),
      vin: a.vin,
      status: a.status,
      highBid: a.high_bid && { amount: a.high_bid.amount, userId: a.high_bid.user_id, dealerId: a.high_bid.dealer_id },
      endsAt: a.end_time * 1000,
      thumbnail: a.thumbnail_url,
      sellerName: a.seller.dealership_name,
    },
    offers: d.offers.map(toDealOfferInput),
    negotiationInfo: d.negotiationInfo,
    side: d.side,
    canAct: d.can_act,
  })
}
