import type { SavedAuctionsComponents } from '@gavel/sdk'
import type { Engine } from '../engine/createEngine'
import { buildAuction } from './auctions'
import { sellingTypes } from './dealerships'
import { LANE_IDS, laneAdmits } from './lanes'
import { createRng } from './prng'
import { pushLaunch, pushPreLaunch } from './pushes'
import { recordRun } from './runHistory'
import { launchBlocker, MAX_LAUNCHES, type SavedAuctionRecord, savedAuctionsState } from './savedAuctions'
import type { Auction, Lane, User } from './types'

export type LaunchPayload = SavedAuctionsComponents['schemas']['LaunchPayload']

export interface LaunchRefusal {
  readonly status: 403 | 404 | 409
  readonly detail: string
  readonly code: string
}

const refuse = (status: 403 | 404 | 409, detail: string, code: string): LaunchRefusal => ({ status, detail, code })

/** The lane a payload names (marketplace §5: live_auction, no_reserve_preview, ...; private and event by lane_id). */
const laneFor = (engine: Engine, payload: LaunchPayload): Lane | undefined => {
  const lanes = engine.world.lanes
  switch (payload.lane) {
    case 'live_auction':
      return lanes.get(LANE_IDS.live)
    case 'no_reserve_preview':
      return lanes.get(LANE_IDS.noReservePreview)
    case 'guaranteed_sale':
      return lanes.get(LANE_IDS.guaranteedSale)
    default: {
      const lane = payload.lane_id === null ? undefined : lanes.get(payload.lane_id)
      const kind = payload.lane === 'private_lane' ? 'private' : 'event'
      return lane?.kind === kind ? lane : undefined
    }
  }
}

/** Why this user may not launch this saved auction with this payload, or undefined. */
export const checkLaunch = (
  engine: Engine,
  user: User,
  record: SavedAuctionRecord | undefined,
  payload: LaunchPayload,
): LaunchRefusal | undefined => {
  const mine = user.memberships.map((m) => m.dealerId)
  if (!record || !mine.includes(record.dealerId))
    return refuse(404, `Saved auction ${payload.saved_auction_id} was not found.`, 'not_found')
  if (user.role === 'readonly' || !user.active)
    return refuse(403, 'Limited users may not launch auctions.', 'limited_user')
  const dealership = engine.world.dealerships.get(payload.dealer_id)
  if (!dealership || !mine.includes(dealership.id) || !sellingTypes.includes(dealership.type))
    return refuse(403, `Dealership ${payload.dealer_id} may not sell.`, 'cannot_sell')
  if (payload.requestor_user_id !== user.id)
    return refuse(403, 'requestor_user_id must be the signed-in user.', 'wrong_requestor')
  if (
    payload.vin !== record.vehicle.vin ||
    payload.dealer_id !== record.dealerId ||
    payload.saved_auction_id !== record.id
  )
    return refuse(409, 'vin, dealer_id and saved_auction_id must match the saved auction.', 'mismatch')
  const blocker = launchBlocker(record)
  if (blocker) return refuse(409, blocker.detail, blocker.code)
  const lane = laneFor(engine, payload)
  if (!lane || !laneAdmits(lane, payload.dealer_id))
    return refuse(
      409,
      `Lane ${payload.lane} (${String(payload.lane_id)}) is not open to this dealership.`,
      'lane_closed',
    )
  const start = payload.auction_start_time
  if (payload.lane === 'no_reserve_preview' && (start === null || start * 1000 <= engine.now()))
    return refuse(409, 'A no_reserve_preview launch needs a launch window in the future.', 'launch_window_required')
  return undefined
}

/**
 * Launches a checked saved auction: a new auction in the engine's world (live now, or scheduled as preview /
 * run_list when the start time is in the future) with the saved vehicle, and the saved auction `submitted`. An
 * auction live now is pushed as LAUNCH_NOTIFICATION_V2 (`pushLaunch`), a scheduled one as PRE_LAUNCH to its seller.
 */
export const launch = (engine: Engine, user: User, record: SavedAuctionRecord, payload: LaunchPayload): Auction => {
  const { world } = engine
  const lane = laneFor(engine, payload) as Lane
  const now = Math.floor(engine.now() / 1000) * 1000
  const requested = payload.auction_start_time === null ? now : payload.auction_start_time * 1000
  const startTime = Math.max(now, requested)
  const scheduled = startTime > now
  const status = !scheduled ? 'active' : lane.kind === 'no_reserve_preview' ? 'preview' : 'run_list'
  const id = world.nextAuctionId++
  const { auction } = buildAuction(createRng((world.seed * 131 + id) >>> 0), {
    id,
    lane,
    status,
    startTime,
    endTime: startTime + payload.duration_in_seconds * 1000,
    sellerUserId: user.id,
    sellerDealerId: payload.dealer_id,
  })
  const launched: Auction = {
    ...auction,
    vehicle: { ...record.vehicle, odometer: record.odometer ?? record.vehicle.odometer },
    floorPrice: lane.kind === 'no_reserve_preview' ? null : payload.floor_price,
    startPrice: Math.max(100, payload.start_price),
  }
  world.auctions.set(id, launched)
  engine.reschedule(launched)
  recordRun(engine, id, {
    savedAuctionId: record.id,
    runNumber: record.launchCount + 1,
    previousAuctionId: record.auctionId,
  })
  record.status = 'submitted'
  record.launchCount += 1
  record.auctionId = id
  record.startTime = startTime
  record.startPrice = launched.startPrice
  record.previousReserve = payload.floor_price
  record.greenLight = payload.green_light
  record.autosell = payload.autosell
  record.launchAddressId = payload.address_id
  record.updatedAt = now
  pushLaunch(engine, launched, lane, user.id)
  pushPreLaunch(engine, launched, user.id)
  return launched
}

/** When the launched auction ended unsold, its saved auction may launch again until MAX_LAUNCHES. */
export const refreshStatus = (engine: Engine, record: SavedAuctionRecord): void => {
  if (record.status !== 'submitted' || record.auctionId === null) return
  const auction = engine.world.auctions.get(record.auctionId)
  if (!auction || !['ended_nobid', 'ended_declined', 'ended_killed', 'counter_declined'].includes(auction.status))
    return
  record.status = record.launchCount >= MAX_LAUNCHES ? 'max_launches' : 'complete'
}

export const recordFor = (engine: Engine, id: number): SavedAuctionRecord | undefined =>
  savedAuctionsState(engine).records.get(id)
