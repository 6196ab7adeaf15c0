import { addBidHistory, type Bidder, buildAuction } from './auctions'
import { LANE_IDS } from './lanes'
import type { Rng } from './prng'
import { pickSeller } from './sellers'
import type { Auction, AuctionStatus, World } from './types'

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** Active live auctions ending every this often, from the world's creation on (ADR 0029 "sandbox time"). */
export const INITIAL_END_SPACING_MS = 20 * SECOND
/** How many active live auctions get those dense end times (about 13 minutes' worth, until waves take over). */
export const INITIAL_DENSE_ENDINGS = 40

interface Mix {
  readonly status: AuctionStatus
  readonly laneId: number
}

const activeLane = (rng: Rng): number => {
  const r = rng.next()
  if (r < 0.68) return LANE_IDS.live
  if (r < 0.78) return LANE_IDS.guaranteedSale
  if (r < 0.86) return LANE_IDS.private
  return LANE_IDS.event
}

/** Mostly active; some preview, run list, ended and in negotiation (marketplace §4 statuses). */
const pickMix = (rng: Rng): Mix => {
  const r = rng.next()
  if (r < 0.6) return { status: 'active', laneId: activeLane(rng) }
  if (r < 0.68) return { status: 'preview', laneId: LANE_IDS.noReservePreview }
  if (r < 0.74) return { status: 'run_list', laneId: LANE_IDS.live }
  if (r < 0.83) return { status: 'ended_accepted', laneId: LANE_IDS.live }
  if (r < 0.89) return { status: 'ended_nobid', laneId: LANE_IDS.live }
  if (r < 0.95) return { status: 'negotiation', laneId: LANE_IDS.live }
  return {
    status: rng.pick(['ended_declined', 'counter_sent', 'ended_killed', 'awaiting_acceptance'] as const),
    laneId: LANE_IDS.live,
  }
}

const second = (ms: number): number => Math.floor(ms / SECOND) * SECOND

/** Start and end of an auction in the given status, relative to the world's creation time `t0`. */
const timesFor = (rng: Rng, status: AuctionStatus, t0: number): { start: number; end: number } => {
  if (status === 'active') {
    const end = second(t0 + rng.int(15 * MINUTE, 3 * DAY))
    return { start: second(Math.min(t0 - MINUTE, end - rng.int(20 * MINUTE, 2 * DAY))), end }
  }
  if (status === 'preview' || status === 'run_list') {
    const start = t0 + rng.int(1, 36) * HOUR - (t0 % HOUR)
    return { start, end: start + 20 * MINUTE }
  }
  const end = second(t0 - rng.int(MINUTE, 3 * DAY))
  return { start: end - 20 * MINUTE, end }
}

/** The high bid a generated auction climbs to, as a share of its floor; null for no bids (marketplace §4). */
const bidTargetShare = (rng: Rng, status: Auction['status']): number | null => {
  switch (status) {
    case 'active':
      return rng.chance(0.3) ? null : 0.7 + rng.next() * 0.4
    case 'ended_accepted':
      return 1 + rng.next() * 0.06
    case 'preview':
    case 'run_list':
    case 'ended_nobid':
    case 'ended_killed':
      return null
    default:
      return 0.8 + rng.next() * 0.12
  }
}

/** Bids for a generated auction: none for scheduled or unsold ones, below the floor in negotiation. */
const addBids = (rng: Rng, auction: Auction, value: number, bidders: readonly Bidder[], t0: number): void => {
  const share = bidTargetShare(rng, auction.status)
  if (share === null) return
  const target = Math.round(((auction.floorPrice ?? value) * share) / 100) * 100
  const count = auction.status === 'active' ? rng.int(1, 14) : rng.int(2, 12)
  addBidHistory(rng, auction, bidders, count, Math.min(auction.endTime, t0) - SECOND, target)
}

/**
 * Fills the world with `count` auctions from `firstId` on. Active live-lane auctions get dense end times first
 * (one every 20 s) so that some are always in their last two minutes until the engine's waves take over.
 */
export const populateAuctions = (
  rng: Rng,
  world: World,
  count: number,
  sellers: readonly Bidder[],
  bidders: readonly Bidder[],
): void => {
  const t0 = second(world.createdAt)
  let dense = 0
  for (let i = 0; i < count; i++) {
    const mix = pickMix(rng)
    const lane = world.lanes.get(mix.laneId)
    if (!lane) throw new Error(`no lane ${mix.laneId}`)
    let { start, end } = timesFor(rng, mix.status, t0)
    if (mix.status === 'active' && mix.laneId === LANE_IDS.live && dense < INITIAL_DENSE_ENDINGS) {
      dense += 1
      end = t0 + dense * INITIAL_END_SPACING_MS
      start = Math.min(start, end - 20 * MINUTE)
    }
    const seller = pickSeller(rng, sellers)
    const { auction, value } = buildAuction(rng, {
      id: world.nextAuctionId++,
      lane,
      status: mix.status,
      startTime: start,
      endTime: end,
      sellerUserId: seller.userId,
      sellerDealerId: seller.dealerId,
    })
    // An auction only goes to negotiation when the high bid missed the reserve, so it must have one.
    if (auction.status === 'negotiation' && auction.floorPrice === null)
      auction.floorPrice = Math.round(value / 100) * 100
    addBids(rng, auction, value, bidders, t0)
    world.auctions.set(auction.id, auction)
  }
}
