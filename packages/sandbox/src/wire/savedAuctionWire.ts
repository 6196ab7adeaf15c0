import type { SavedAuctionsComponents } from '@gavel/sdk'
import type { Engine } from '../engine/createEngine'
import { laneAdmits } from '../world/lanes'
import type { SavedAuctionRecord } from '../world/savedAuctions'
import { toEpochSeconds } from './liveAuction'

type Schemas = SavedAuctionsComponents['schemas']
export type SavedAuctionWire = Schemas['SavedAuction']
export type LaunchWindowWire = Schemas['LaunchWindow']

const HOUR = 3_600_000

/** The next three no_reserve_preview launch windows: an hour each, daily from the next whole hour (our design). */
export const launchWindows = (now: number): LaunchWindowWire[] => {
  const first = Math.ceil((now + 1) / HOUR) * HOUR
  return [0, 1, 2].map((day) => ({
    start_time: toEpochSeconds(first + day * 24 * HOUR),
    end_time: toEpochSeconds(first + day * 24 * HOUR + HOUR),
  }))
}

/** The lanes of a kind the dealership may launch in, as `{id, name}`. */
const lanesOf = (engine: Engine, kind: 'private' | 'event', dealerId: number) =>
  [...engine.world.lanes.values()]
    .filter((l) => l.kind === kind && laneAdmits(l, dealerId))
    .map((l) => ({ id: l.id, name: l.displayName }))

/** marketplace §3 Saved auction on the wire (our design for the fields the spec does not list). */
export const toSavedAuctionWire = (engine: Engine, r: SavedAuctionRecord): SavedAuctionWire => {
  const auction = r.auctionId === null ? undefined : engine.world.auctions.get(r.auctionId)
  return {
    id: r.id,
    dealer_id: r.dealerId,
    dealership_name: engine.world.dealerships.get(r.dealerId)?.name ?? 'Unknown',
    vin: r.vehicle.vin,
    year: r.vehicle.year,
    make: r.vehicle.make,
    model: r.vehicle.model,
    trim: r.vehicle.trim,
    drivetrain: r.vehicle.drivetrain,
    transmission: r.transmission,
    odometer: r.odometer,
    green_light: r.greenLight,
    autosell: r.autosell,
    status: r.status,
    launch_count: r.launchCount,
    previous_reserve: r.previousReserve,
    start_time: r.startTime === null ? null : toEpochSeconds(r.startTime),
    start_price: r.startPrice,
    bid_count: auction?.bids.length ?? 0,
    view_count: auction?.viewCount ?? 0,
    launch_address_id: r.launchAddressId,
    updated_timestamp: toEpochSeconds(r.updatedAt),
    read_only: r.readOnly,
    private_lanes: lanesOf(engine, 'private', r.dealerId),
    event_lanes: lanesOf(engine, 'event', r.dealerId),
    no_reserve_preview: launchWindows(engine.now()),
    live_appraisal_description:
      r.odometer === null ? null : `Clean ${r.vehicle.year} ${r.vehicle.make}, ${r.odometer} mi.`,
    force_red_light: r.forceRedLight,
    red_light_messages: [...r.redLightMessages],
    seller_settings: { autosell_launch_only: false, go_green: r.greenLight },
    auction_id: r.auctionId,
  }
}
