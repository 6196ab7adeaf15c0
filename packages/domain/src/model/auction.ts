import { Schema } from 'effect'
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
})
export type Auction = typeof Auction.Type
