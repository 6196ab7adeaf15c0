import { Schema } from 'effect'
import { AuctionId, DealerId, Dollars, EpochMillis, UserId } from './ids'

/** A private or event lane a saved auction may launch in (marketplace §3 private_lanes, event_lanes). */
export const LaunchLaneRef = Schema.Struct({ id: Schema.Int, name: Schema.String })
export type LaunchLaneRef = typeof LaunchLaneRef.Type

/** A no_reserve_preview launch window (marketplace §3). */
export const LaunchWindow = Schema.Struct({ startsAt: EpochMillis, endsAt: EpochMillis })
export type LaunchWindow = typeof LaunchWindow.Type

/** A vehicle prepared for sale (marketplace §3 "Saved auction"), in domain names. */
export const SavedAuction = Schema.Struct({
  id: Schema.Int,
  dealerId: DealerId,
  /** null when the dealership is missing; shown as 'Unknown' (savedAuctionDealershipName). */
  dealershipName: Schema.NullOr(Schema.String),
  vin: Schema.String,
  year: Schema.Int,
  make: Schema.String,
  model: Schema.String,
  greenLight: Schema.Boolean,
  autosell: Schema.Boolean,
  /** complete, submitted, max_launches, expired, or anything else (marketplace §4). */
  status: Schema.String,
  launchCount: Schema.Int,
  previousReserve: Schema.NullOr(Dollars),
  startsAt: Schema.NullOr(EpochMillis),
  startPrice: Schema.NullOr(Dollars),
  bidCount: Schema.Int,
  viewCount: Schema.Int,
  launchAddressId: Schema.NullOr(Schema.Int),
  odometer: Schema.NullOr(Schema.Int),
  transmission: Schema.NullOr(Schema.String),
  trim: Schema.NullOr(Schema.String),
  drivetrain: Schema.NullOr(Schema.String),
  updatedAt: EpochMillis,
  readOnly: Schema.Boolean,
  privateLanes: Schema.Array(LaunchLaneRef),
  eventLanes: Schema.Array(LaunchLaneRef),
  /** Launch windows offered for the no_reserve_preview lane. */
  launchWindows: Schema.Array(LaunchWindow),
  liveAppraisalDescription: Schema.NullOr(Schema.String),
  forceRedLight: Schema.Boolean,
  redLightMessages: Schema.Array(Schema.String),
  sellerSettings: Schema.Struct({ autosellLaunchOnly: Schema.Boolean, goGreen: Schema.Boolean }),
  /** The auction of the last launch; null before the first. */
  auctionId: Schema.NullOr(AuctionId),
})
export type SavedAuction = typeof SavedAuction.Type

/**
 * Launch lanes as the launch call names them (marketplace §5 names live_auction and no_reserve_preview; the others
 * are the contract's, contracts/openapi/savedauctions.yaml). Event lanes are the scheduled lanes of §5.
 */
export const LaunchLane = Schema.Literals([
  'live_auction',
  'no_reserve_preview',
  'guaranteed_sale',
  'private_lane',
  'event_lane',
])
export type LaunchLane = typeof LaunchLane.Type

/** The launch payload of marketplace §3, in domain names (the adapter writes the wire's snake_case). */
export const LaunchPayload = Schema.Struct({
  vin: Schema.String,
  dealerId: DealerId,
  autosell: Schema.Boolean,
  floorPrice: Schema.NullOr(Dollars),
  greenLight: Schema.Boolean,
  lane: LaunchLane,
  laneId: Schema.NullOr(Schema.Int),
  durationInSeconds: Schema.Int,
  addressId: Schema.NullOr(Schema.Int),
  titleOption: Schema.NullOr(Schema.String),
  startPrice: Schema.NullOr(Dollars),
  auctionStartTime: Schema.NullOr(EpochMillis),
  savedAuctionId: Schema.Int,
  source: Schema.String,
  requestorUserId: UserId,
})
export type LaunchPayload = typeof LaunchPayload.Type
