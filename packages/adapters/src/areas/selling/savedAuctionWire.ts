import { type SavedAuction, SavedAuction as SavedAuctionSchema } from '@gavel/domain'
import type { LaunchedAuction, LaunchOptions, SavedAuctionPage } from '@gavel/domain/areas/selling'
import { Schema } from 'effect'
import { guardOrThrow } from '../../support/guarded'
import { isBulkLaunchResultWire } from '../../wire/guards/generated/isBulkLaunchResultWire'
import { isBulkRefusalsWire } from '../../wire/guards/generated/isBulkRefusalsWire'
import { isLaunchDetailsWire } from '../../wire/guards/generated/isLaunchDetailsWire'
import { isLaunchResultWire } from '../../wire/guards/generated/isLaunchResultWire'
import { isSavedAuction } from '../../wire/guards/generated/isSavedAuction'
import { isSavedAuctionPageChecked } from '../../wire/guards/generated/isSavedAuctionPageChecked'
import { isSavedAuctionPageWire } from '../../wire/guards/generated/isSavedAuctionPageWire'

/** SavedAuction, SavedAuctionPage, LaunchDetails and LaunchResult of contracts/openapi/savedauctions.yaml. */
const NullableInt = Schema.NullOr(Schema.Number)
const NullableText = Schema.NullOr(Schema.String)
const LaneRefWire = Schema.Struct({ id: Schema.Number, name: Schema.String })

export const SavedAuctionWire = Schema.Struct({
  id: Schema.Number,
  dealer_id: Schema.Number,
  dealership_name: NullableText,
  vin: Schema.String,
  year: Schema.Number,
  make: Schema.String,
  model: Schema.String,
  trim: NullableText,
  drivetrain: NullableText,
  transmission: NullableText,
  odometer: NullableInt,
  green_light: Schema.Boolean,
  autosell: Schema.Boolean,
  status: Schema.String,
  launch_count: Schema.Number,
  previous_reserve: NullableInt,
  start_time: NullableInt,
  start_price: NullableInt,
  bid_count: Schema.Number,
  view_count: Schema.Number,
  launch_address_id: NullableInt,
  updated_timestamp: Schema.Number,
  read_only: Schema.Boolean,
  private_lanes: Schema.Array(LaneRefWire),
  event_lanes: Schema.Array(LaneRefWire),
  no_reserve_preview: Schema.Array(Schema.Struct({ start_time: Schema.Number, end_time: Schema.Number })),
  live_appraisal_description: NullableText,
  force_red_light: Schema.Boolean,
  red_light_messages: Schema.Array(Schema.String),
  seller_settings: Schema.Struct({ autosell_launch_only: Schema.Boolean, go_green: Schema.Boolean }),
  auction_id: NullableInt,
})
type SavedAuctionWire = typeof SavedAuctionWire.Type

const seconds = (s: number | null): number | null => (s === null ? null : s * 1000)

const toDomainShape = (w: SavedAuctionWire) => ({
  id: w.id,
  dealerId: w.dealer_id,
  dealershipName: w.dealership_name,
  vin: w.vin,
  year: w.year,
  make: w.make,
  model: w.model,
  greenLight: w.green_light,
  autosell: w.autosell,
  status: w.status,
  launchCount: w.launch_count,
  previousReserve: w.previous_reserve,
  startsAt: seconds(w.start_time),
  startPrice: w.start_price,
  bidCount: w.bid_count,
  viewCount: w.view_count,
  launchAddressId: w.launch_address_id,
  odometer: w.odometer,
  transmission: w.transmission,
  trim: w.trim,
  drivetrain: w.drivetrain,
  updatedAt: w.updated_timestamp * 1000,
  readOnly: w.read_only,
  privateLanes: w.private_lanes,
  eventLanes: w.event_lanes,
  launchWindows: w.no_reserve_preview.map((x) => ({ startsAt: x.start_time * 1000, endsAt: x.end_time * 1000 })),
  liveAppraisalDescription: w.live_appraisal_description,
  forceRedLight: w.force_red_light,
  redLightMessages: w.red_light_messages,
  sellerSettings: {
    autosellLaunchOnly: w.seller_settings.autosell_launch_only,
    goGreen: w.seller_settings.go_green,
  },
  auctionId: w.auction_id,
})

/**
 * The Schemas below are the source of the generated guards that check these payloads (docs/adr/0021, 0039): the
 * saved list's first rows check theirs without effect's runtime. A payload that fails is a MalformedResponse.
 */
export const SavedAuctionPageWire = Schema.Struct({ results: Schema.Array(SavedAuctionWire), total: Schema.Number })
/** The page once mapped to the domain's names, held to the domain's SavedAuction. */
export const SavedAuctionPageChecked = Schema.Struct({
  savedAuctions: Schema.Array(SavedAuctionSchema),
  total: Schema.Int,
})
const pageWire = guardOrThrow(isSavedAuctionPageWire, 'saved auctions')
const pageDomain = guardOrThrow(isSavedAuctionPageChecked, 'saved auctions')
export const toSavedAuctionPage = (payload: unknown): SavedAuctionPage => {
  const w = pageWire(payload)
  return pageDomain({ savedAuctions: w.results.map(toDomainShape), total: w.total })
}

const LaunchLaneWire = Schema.Literals([
  'live_auction',
  'no_reserve_preview',
  'guaranteed_sale',
  'private_lane',
  'event_lane',
])
export const LaunchDetailsWire = Schema.Struct({
  saved_auction: SavedAuctionWire,
  lanes: Schema.Array(Schema.Struct({ lane: LaunchLaneWire, lane_id: Schema.Number, display_name: Schema.String })),
  durations_in_seconds: Schema.Array(Schema.Number),
  title_options: Schema.Array(Schema.String),
  can_launch: Schema.Boolean,
})
const detailsWire = guardOrThrow(isLaunchDetailsWire, 'launch details')
const savedDomain = guardOrThrow(isSavedAuction, 'launch details')
export const toLaunchOptions = (payload: unknown): LaunchOptions => {
  const w = detailsWire(payload)
  const savedAuction: SavedAuction = savedDomain(toDomainShape(w.saved_auction))
  return {
    savedAuction,
    lanes: w.lanes.map((l) => ({ lane: l.lane, laneId: l.lane_id, name: l.display_name })),
    durationsInSeconds: w.durations_in_seconds,
    titleOptions: w.title_options,
    canLaunch: w.can_launch,
  }
}

export const LaunchResultWire = Schema.Struct({
  saved_auction_id: Schema.Number,
  auction_id: Schema.Int.check(Schema.isGreaterThan(0)),
  auction_status: Schema.String,
})
const launchResultWire = guardOrThrow(isLaunchResultWire, 'launch')
export const toLaunchedAuction = (payload: unknown): LaunchedAuction => {
  const w = launchResultWire(payload)
  return {
    savedAuctionId: w.saved_auction_id,
    auctionId: w.auction_id as LaunchedAuction['auctionId'],
    auctionStatus: w.auction_status,
  }
}

export const BulkLaunchResultWire = Schema.Array(
  Schema.Struct({
    saved_auction_id: Schema.Number,
    success: Schema.Boolean,
    auction_id: Schema.NullOr(Schema.Int.check(Schema.isGreaterThan(0))),
    errors: Schema.Array(Schema.Struct({ message: Schema.String })),
  }),
)
const bulkWire = guardOrThrow(isBulkLaunchResultWire, 'bulk launch')
export const toBulkLaunched = (payload: unknown): readonly LaunchedAuction[] =>
  bulkWire(payload).flatMap((r) =>
    r.success && r.auction_id !== null
      ? [
          {
            savedAuctionId: r.saved_auction_id,
            auctionId: r.auction_id as LaunchedAuction['auctionId'],
            auctionStatus: 'active',
          },
        ]
      : [],
  )

/** The bulk launch's 400 body: the refused launches, each with `errors: [{message}]` and `detail`. */
export const BulkRefusalsWire = Schema.Array(
  Schema.Struct({
    saved_auction_id: Schema.Number,
    errors: Schema.Array(Schema.Struct({ message: Schema.NullOr(Schema.String) })),
    detail: Schema.optionalKey(Schema.NullOr(Schema.String)),
  }),
)
export const readRefusals = (body: unknown): (typeof BulkRefusalsWire)['Type'] | null =>
  isBulkRefusalsWire(body) ? body : null
