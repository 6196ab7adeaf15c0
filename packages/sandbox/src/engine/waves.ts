import { type Bidder, buildAuction } from '../world/auctions'
import { LANE_IDS } from '../world/lanes'
import type { Rng } from '../world/prng'
import { pickSeller } from '../world/sellers'
import type { Auction, World } from '../world/types'

/**
 * ADR 0029 "sandbox time": the sandbox runs on real time with auctions launched in waves so that some are
 * always in their last two minutes. A wave every minute launches three live auctions that end 12 minutes later,
 * 20 seconds apart, so about six auctions are always in their final two minutes once the world's own dense
 * endings (the first 13 minutes) have run out.
 */
export const WAVE = {
  everyMs: 60_000,
  size: 3,
  durationMs: 12 * 60_000,
  spacingMs: 20_000,
} as const

export const launchWave = (rng: Rng, world: World, sellers: readonly Bidder[], at: number): Auction[] => {
  const lane = world.lanes.get(LANE_IDS.live)
  if (!lane) return []
  const launched: Auction[] = []
  for (let i = 0; i < WAVE.size; i++) {
    const seller = pickSeller(rng, sellers)
    const { auction } = buildAuction(rng, {
      id: world.nextAuctionId++,
      lane,
      status: 'active',
      startTime: at,
      endTime: at + WAVE.durationMs + i * WAVE.spacingMs,
      sellerUserId: seller.userId,
      sellerDealerId: seller.dealerId,
    })
    world.auctions.set(auction.id, auction)
    launched.push(auction)
  }
  return launched
}
