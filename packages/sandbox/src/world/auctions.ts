import type { Rng } from './prng'
import type { Auction, AuctionStatus, Bid, Lane } from './types'
import { generateVehicle } from './vehicles'

/** Every bid must beat the high bid by at least this many dollars (the first bid must reach the start price). */
export const BID_INCREMENT = 100

const roundTo = (n: number, step: number): number => Math.round(n / step) * step

export interface AuctionPlan {
  readonly id: number
  readonly lane: Lane
  readonly status: AuctionStatus
  /** Epoch ms (whole seconds). */
  readonly startTime: number
  readonly endTime: number
  readonly sellerUserId: number
  readonly sellerDealerId: number
  /** Force no reserve (no_reserve_preview lanes always have none). */
  readonly noReserve?: boolean
}

/** A new auction with a generated vehicle, prices from its value, and no bids yet. */
export const buildAuction = (rng: Rng, plan: AuctionPlan): { auction: Auction; value: number } => {
  const { vehicle, value } = generateVehicle(rng)
  const noReserve = plan.noReserve === true || plan.lane.kind === 'no_reserve_preview' || rng.chance(0.18)
  const startPrice = Math.max(500, roundTo(value * (0.35 + rng.next() * 0.25), 100))
  const floorPrice = noReserve ? null : roundTo(value * (0.92 + rng.next() * 0.16), 100)
  const purchaseNow =
    plan.lane.kind === 'guaranteed_sale' || (plan.lane.canBuy && rng.chance(0.1))
      ? roundTo(value * (1.08 + rng.next() * 0.08), 100)
      : null
  const auction: Auction = {
    id: plan.id,
    vehicle,
    status: plan.status,
    laneId: plan.lane.id,
    floorPrice,
    showReserve: floorPrice !== null && rng.chance(0.3),
    startPrice,
    bids: [],
    proxies: [],
    viewCount: rng.int(3, 240),
    startTime: plan.startTime,
    endTime: plan.endTime,
    purchaseNowPrice: purchaseNow,
    sellerUserId: plan.sellerUserId,
    sellerDealerId: plan.sellerDealerId,
    watcherUserIds: [],
    twoMinuteWarned: false,
  }
  return { auction, value }
}

export interface Bidder {
  readonly userId: number
  readonly dealerId: number
}

/** The amount a new bid must reach: the start price, or the high bid plus the increment. */
export const nextValidBid = (auction: Pick<Auction, 'bids' | 'startPrice'>): number => {
  const high = auction.bids.at(-1)
  return high === undefined ? auction.startPrice : high.amount + BID_INCREMENT
}

/**
 * Appends `count` bids from the given bidders (never the seller's dealership, never the same bidder twice in a
 * row), climbing from the next valid bid towards `target` with some jitter, spread evenly in time between the
 * auction's start and `until`. Every bid beats the previous one by at least the increment.
 */
export const addBidHistory = (
  rng: Rng,
  auction: Auction,
  bidders: readonly Bidder[],
  count: number,
  until: number,
  target: number,
): void => {
  const eligible = bidders.filter((b) => b.dealerId !== auction.sellerDealerId)
  if (eligible.length === 0 || count <= 0) return
  const first = nextValidBid(auction)
  const step = Math.max(BID_INCREMENT, roundTo((target - first) / Math.max(1, count - 1), BID_INCREMENT))
  for (let i = 0; i < count; i++) {
    const previous = auction.bids.at(-1)
    const choices = eligible.filter((b) => b.userId !== previous?.userId)
    const bidder = rng.pick(choices.length > 0 ? choices : eligible)
    const jitter = i === 0 || i === count - 1 ? 0 : BID_INCREMENT * rng.int(-1, 1)
    const planned = i === count - 1 ? Math.max(target, first) : first + step * i + jitter
    const amount = Math.max(nextValidBid(auction), planned)
    const at = Math.round(auction.startTime + ((until - auction.startTime) * (i + 1)) / (count + 1))
    const bid: Bid = { amount, userId: bidder.userId, dealerId: bidder.dealerId, at, proxy: rng.chance(0.2) }
    auction.bids.push(bid)
  }
}
