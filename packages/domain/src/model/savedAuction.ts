import { Schema } from 'effect'
import { DealerId, Dollars, EpochMillis, UserId } from './ids'

/** A vehicle prepared for sale (marketplace §3 "Saved auction"), in domain names. */
export const SavedAuction = Schema.Struct({
  id: Schema.Int,
  dealerId: DealerId,
  /** null when the dealership is missing; shown as 'Unknown' (savedAuctionDealershipName). */
  dealershipName: Schema.NullOr(Schema.String),
  vin: Schema.String,
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
  privateLanes: Schema.Array(Schema.String),
  eventLanes: Schema.Array(Schema.String),
  /** Launch windows offered for the no_reserve_preview lane. */
  launchWindows: Schema.Array(EpochMillis),
  liveAppraisalDescription: Schema.NullOr(Schema.String),
  forceRedLight: Schema.Boolean,
  redLightMessages: Schema.Array(Schema.String),
  sellerSettings: Schema.Struct({ autosellLaunchOnly: Schema.Boolean, goGreen: Schema.Boolean }),
})
export type SavedAuction = typeof SavedAuction.Type

/** Launch lanes as the launch call names them (marketplace §5). */
export const LaunchLane = Schema.Literals(['live_auction', 'scheduled', 'no_reserve_preview', 'private', 'event'])
export type LaunchLane = typeof LaunchLane.Type

/** The launch payload of marketplace §3, in domain names (the adapter writes the wire's snake_case). */
export const LaunchPayload = Schema.Struct({
  vin: Schema.String,
  dealerId: DealerId,
  autosell: Schema.Boolean,
  floorPrice: Schema.NullOr(Dollars),
  greenLight: Schema.Boolean,
  lane: LaunchLane,
  laneId: Schema.NullOr(Schema.String),
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
