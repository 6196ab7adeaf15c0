import { BID_INCREMENT, type Bidder, nextValidBid } from '../world/auctions'
import { laneAdmits } from '../world/lanes'
import type { Rng } from '../world/prng'
import type { Auction, World } from '../world/types'
import { TWO_MINUTES_MS } from './lifecycle'

/** Background dealers bid every 1.5 to 5 seconds somewhere in the marketplace. */
export const BACKGROUND_BID_INTERVAL_MS: readonly [min: number, max: number] = [1_500, 5_000]

export const nextBackgroundBidAt = (rng: Rng, after: number): number =>
  after + rng.int(BACKGROUND_BID_INTERVAL_MS[0], BACKGROUND_BID_INTERVAL_MS[1])

export interface BackgroundBid {
  readonly auction: Auction
  readonly bidder: Bidder
  readonly amount: number
  readonly proxy: boolean
}

/**
 * What a background dealer does next: half the time an auction in its last two minutes (when there is one),
 * else any running auction; the next valid bid or a jump towards the reserve, now and then a proxy. Dealers stop a little
 * above the reserve (or twice the start price without one), so not every auction sells.
 */
export const chooseBackgroundBid = (
  rng: Rng,
  world: World,
  running: readonly Auction[],
  bidders: readonly Bidder[],
  at: number,
): BackgroundBid | null => {
  if (running.length === 0) return null
  let endingSoon = 0
  while (endingSoon < running.length && (running[endingSoon] as Auction).endTime - at <= TWO_MINUTES_MS) endingSoon++
  const pool = endingSoon > 0 && rng.chance(0.5) ? running.slice(0, endingSoon) : running
  const auction = rng.pick(pool)
  const ceiling = Math.round((auction.floorPrice ?? auction.startPrice * 2) * 1.08)
  const next = nextValidBid(auction)
  if (next > ceiling) return null
  const lane = world.lanes.get(auction.laneId)
  const leader = auction.bids.at(-1)?.userId
  const eligible = bidders.filter(
    (b) => b.dealerId !== auction.sellerDealerId && b.userId !== leader && (!lane || laneAdmits(lane, b.dealerId)),
  )
  if (eligible.length === 0) return null
  const bidder = rng.pick(eligible)
  if (rng.chance(0.1))
    return { auction, bidder, amount: Math.min(ceiling, next + BID_INCREMENT * rng.int(2, 10)), proxy: true }
  // In the final two minutes a keen dealer sometimes goes straight to the reserve.
  if (auction.floorPrice !== null && auction.endTime - at <= TWO_MINUTES_MS && rng.chance(0.35)) {
    return { auction, bidder, amount: Math.max(next, auction.floorPrice), proxy: false }
  }
  // Far below the reserve dealers jump; close to it they add one increment at a time.
  const gap = Math.max(0, (auction.floorPrice ?? auction.startPrice * 1.6) - next)
  const jump = rng.chance(0.75) ? Math.round((gap * (0.3 + rng.next() * 0.5)) / BID_INCREMENT) * BID_INCREMENT : 0
  return { auction, bidder, amount: next + jump, proxy: false }
}
