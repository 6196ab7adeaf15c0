import { Schema } from 'effect'
import { ConditionReport } from './conditionReport'
import { GalleryImage } from './gallery'
import { AuctionId, DealerId, Dollars, EpochMillis, LaneId, UserId } from './ids'

/** Auction statuses of marketplace §4. */
export const AuctionStatus = Schema.Literals([
  'active',
  'awaiting_acceptance',
  'counter_accepted',
  'counter_declined',
  'counter_original_accepted',
  'counter_original_declined',
  'counter_sent',
  'ended_accepted',
  'ended_declined',
  'ended_killed',
  'ended_nobid',
  'ended_seller_timeout',
  'ended_unwound',
  'negotiation',
  'run_list',
  'preview',
  'staging',
])
export type AuctionStatus = typeof AuctionStatus.Type

/** Status pills of marketplace §3. */
export const StatusPill = Schema.Literals([
  'no_reserve',
  'reserve_met',
  'near_reserve',
  'low_reserve',
  'high_bidder',
  'out_bid',
  'finalize',
  'received_last_negotiation',
  'sent_last_negotiation',
  'proxy_scheduled',
  'watchlisted',
])
export type StatusPill = typeof StatusPill.Type

/** Lane sets of shell §9 plus private and event lanes (marketplace §1). */
export const LaneKind = Schema.Literals(['live', 'no_reserve_preview', 'guaranteed_sale', 'private', 'event'])
export type LaneKind = typeof LaneKind.Type

export const HighBid = Schema.Struct({ amount: Dollars, userId: UserId, dealerId: DealerId })
export type HighBid = typeof HighBid.Type

/** Per-auction permission flags (marketplace §3); the lane's flags are already folded in by the adapter. */
export const AuctionPermissions = Schema.Struct({
  canBid: Schema.Boolean,
  canBuy: Schema.Boolean,
  canProxyBid: Schema.Boolean,
  canMakeOffer: Schema.Boolean,
  canNegotiate: Schema.Boolean,
  canFinalize: Schema.Boolean,
  canPurchaseNow: Schema.Boolean,
  canRemoveReserve: Schema.Boolean,
  canDownloadBillOfSale: Schema.Boolean,
  canEditPersistentProxy: Schema.Boolean,
  canRelaunch: Schema.Boolean,
})
export type AuctionPermissions = typeof AuctionPermissions.Type

export const AuctionLane = Schema.Struct({
  id: LaneId,
  name: Schema.String,
  kind: LaneKind,
})
export type AuctionLane = typeof AuctionLane.Type

export const VehicleImages = Schema.Struct({
  large: Schema.String,
  medium: Schema.String,
  thumbnail: Schema.String,
})
export type VehicleImages = typeof VehicleImages.Type

export const Vehicle = Schema.Struct({
  vin: Schema.String,
  year: Schema.Int,
  make: Schema.String,
  model: Schema.String,
  trim: Schema.NullOr(Schema.String),
  /** Miles. */
  odometer: Schema.Int,
  drivetrain: Schema.NullOr(Schema.String),
  transmission: Schema.NullOr(Schema.String),
  engine: Schema.NullOr(Schema.String),
  exteriorColor: Schema.NullOr(Schema.String),
})
export type Vehicle = typeof Vehicle.Type

export const ProxyBid = Schema.Struct({ amount: Dollars, persistent: Schema.Boolean })
export type ProxyBid = typeof ProxyBid.Type

export const AuctionSeller = Schema.Struct({ userId: UserId, dealerId: DealerId, dealershipName: Schema.String })
export type AuctionSeller = typeof AuctionSeller.Type

/** Negotiation state of an auction (marketplace §3 negotiationInfo). */
export const NegotiationInfo = Schema.Struct({
  lastOfferUserId: Schema.NullOr(UserId),
  lastOffer: Schema.NullOr(Dollars),
  ourOffer: Schema.NullOr(Dollars),
  theirOffer: Schema.NullOr(Dollars),
})
export type NegotiationInfo = typeof NegotiationInfo.Type

/** A pending offer on an auction (marketplace §3); offerState 0–4 as in marketplace §3 "Offer states". */
export const PendingOffer = Schema.Struct({
  amount: Dollars,
  creatorDealerId: DealerId,
  creatorUserId: UserId,
  offerState: Schema.Literals([0, 1, 2, 3, 4]),
  rejectionReason: Schema.NullOr(Schema.String),
  sellerDealerId: DealerId,
  vehicleId: Schema.NullOr(Schema.String),
})
export type PendingOffer = typeof PendingOffer.Type

/** Lane details beyond the kind (marketplace §3 "Lane info"). */
export const LaneInfo = Schema.Struct({
  permissionType: Schema.NullOr(Schema.String),
  phase: Schema.NullOr(Schema.String),
  allowsBidding: Schema.Boolean,
  allowsBuying: Schema.Boolean,
  allowsOffers: Schema.Boolean,
  allowsProxy: Schema.Boolean,
  allowsPurchaseNow: Schema.Boolean,
  allowsRemoveReserve: Schema.Boolean,
  reserveVisible: Schema.Boolean,
  makeOfferEndsAt: Schema.NullOr(EpochMillis),
  isPrivate: Schema.Boolean,
  privateAuctionPhase: Schema.NullOr(Schema.String),
  privateLaneId: Schema.NullOr(Schema.String),
  privateAuctionMakeOfferEndsAt: Schema.NullOr(EpochMillis),
})
export type LaneInfo = typeof LaneInfo.Type

/** Auction lights (marketplace §3 "Display"). */
export const AuctionLights = Schema.Struct({
  green: Schema.Boolean,
  yellow: Schema.Boolean,
  red: Schema.Boolean,
  blue: Schema.Boolean,
})
export type AuctionLights = typeof AuctionLights.Type

/** A bid by a member of the viewer's dealership (marketplace §3 dealershipMemberBids). */
export const DealershipMemberBid = Schema.Struct({
  bidderName: Schema.String,
  bidderEmail: Schema.String,
  amount: Dollars,
  placedAt: Schema.optionalKey(EpochMillis),
})
export type DealershipMemberBid = typeof DealershipMemberBid.Type

/**
 * The rest of marketplace §3's auction fields. Optional so adapters that do not load a part (the live list
 * entry, for instance) leave it out; rules treat a missing part as "none".
 */
export const AuctionDetails = {
  style: Schema.optionalKey(Schema.NullOr(Schema.String)),
  doors: Schema.optionalKey(Schema.NullOr(Schema.Int)),
  cylinders: Schema.optionalKey(Schema.NullOr(Schema.Int)),
  orderCode: Schema.optionalKey(Schema.NullOr(Schema.String)),
  notes: Schema.optionalKey(Schema.NullOr(Schema.String)),
  buyerInfo: Schema.optionalKey(
    Schema.NullOr(Schema.Struct({ dealerId: DealerId, userId: UserId, highBid: Schema.NullOr(Dollars) })),
  ),
  sellerStatus: Schema.optionalKey(Schema.Struct({ featuredSeller: Schema.Boolean, topSeller: Schema.Boolean })),
  sellerBadgeInfo: Schema.optionalKey(Schema.NullOr(Schema.String)),
  pendingOffer: Schema.optionalKey(Schema.NullOr(PendingOffer)),
  negotiation: Schema.optionalKey(Schema.NullOr(NegotiationInfo)),
  laneInfo: Schema.optionalKey(LaneInfo),
  lights: Schema.optionalKey(AuctionLights),
  /** The announcements behind the lights, plain text (the seller's and the report's notes). */
  lightNotes: Schema.optionalKey(Schema.Array(Schema.String)),
  /** Every photo, the primary first (marketplace §3 "Display: images"); `images` stays the primary. */
  gallery: Schema.optionalKey(Schema.Array(GalleryImage)),
  /** Marketplace §3 "Condition report: sections and questions". */
  conditionReport: Schema.optionalKey(Schema.NullOr(ConditionReport)),
  carfaxAlerts: Schema.optionalKey(Schema.Array(Schema.String)),
  isSealedBid: Schema.optionalKey(Schema.Boolean),
  autosell: Schema.optionalKey(Schema.Boolean),
  finalized: Schema.optionalKey(Schema.Boolean),
  relaunchable: Schema.optionalKey(Schema.Boolean),
  previewShowStartPrice: Schema.optionalKey(Schema.Boolean),
  isMemberOfSellingDealership: Schema.optionalKey(Schema.Boolean),
  dealershipMemberBids: Schema.optionalKey(Schema.Array(DealershipMemberBid)),
  dealershipClaims: Schema.optionalKey(Schema.Array(DealerId)),
  myAuctionClaim: Schema.optionalKey(Schema.NullOr(DealerId)),
  savedAuctionId: Schema.optionalKey(Schema.NullOr(Schema.Int)),
  paymentMethod: Schema.optionalKey(Schema.NullOr(Schema.String)),
  /** Collections the server says the auction is in (marketplace §3). */
  collections: Schema.optionalKey(Schema.Array(Schema.String)),
}

/**
 * An auction as the buyer sees it (marketplace §3). Times are epoch milliseconds on the server's clock.
 * `floorPrice` is null when the auction has no reserve; `reserveVisible` says whether the seller shows it.
 */
export const Auction = Schema.Struct({
  id: AuctionId,
  vehicle: Vehicle,
  status: AuctionStatus,
  lane: AuctionLane,
  floorPrice: Schema.NullOr(Dollars),
  reserveVisible: Schema.Boolean,
  startPrice: Dollars,
  highBid: Schema.NullOr(HighBid),
  bidCount: Schema.Int,
  viewCount: Schema.Int,
  startsAt: EpochMillis,
  endsAt: EpochMillis,
  purchaseNowPrice: Schema.NullOr(Dollars),
  seller: AuctionSeller,
  images: Schema.NullOr(VehicleImages),
  isOnWatchList: Schema.Boolean,
  /** The viewer or their dealership has bid on it. */
  participant: Schema.Boolean,
  proxyBid: Schema.NullOr(ProxyBid),
  proxyBidInterval: Dollars,
  permissions: AuctionPermissions,
  ...AuctionDetails,
})
export type Auction = typeof Auction.Type
