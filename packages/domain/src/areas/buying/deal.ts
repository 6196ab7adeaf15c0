import { Schema } from 'effect'
import { AuctionStatus, HighBid, NegotiationInfo } from '../../model/auction'
import { AuctionId, DealerId, Dollars, EpochMillis, UserId } from '../../model/ids'
import { OfferStateValue } from '../../model/offer'

/** Which party of a deal an offer or a viewer is (the my-auctions gateway's design, contracts/openapi/myauctions.yaml). */
export const DealSide = Schema.Literals(['buyer', 'seller'])
export type DealSide = typeof DealSide.Type

/** One offer of a negotiation (marketplace §3 "Offer", with the gateway's id, side and time). */
export const DealOffer = Schema.Struct({
  id: Schema.Int,
  auctionId: AuctionId,
  state: OfferStateValue,
  amount: Dollars,
  rejectionReason: Schema.NullOr(Schema.String),
  noLongerAvailable: Schema.Boolean,
  minimumAmount: Schema.NullOr(Dollars),
  dealerId: DealerId,
  userId: UserId,
  side: DealSide,
  madeAt: EpochMillis,
})
export type DealOffer = typeof DealOffer.Type

/** The vehicle and sale facts a my-auctions row carries (not a whole auction: no lane, permissions or pills). */
export const DealAuction = Schema.Struct({
  id: AuctionId,
  title: Schema.String,
  vin: Schema.String,
  status: AuctionStatus,
  highBid: Schema.NullOr(HighBid),
  endsAt: EpochMillis,
  thumbnail: Schema.NullOr(Schema.String),
  sellerName: Schema.String,
})
export type DealAuction = typeof DealAuction.Type

/** The negotiation of one auction as the viewer sees it (bff/deals/{id}): its offers oldest first, whose turn it is. */
export const Deal = Schema.Struct({
  auction: DealAuction,
  offers: Schema.Array(DealOffer),
  negotiationInfo: NegotiationInfo,
  side: DealSide,
  canAct: Schema.Boolean,
})
export type Deal = typeof Deal.Type
