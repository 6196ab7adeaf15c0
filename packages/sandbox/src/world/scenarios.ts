import { addBidHistory, type Bidder, buildAuction } from './auctions'
import { LANE_IDS } from './lanes'
import { PERSONA_IDS } from './personas'
import type { Rng } from './prng'
import type { Auction, AuctionStatus, World } from './types'

/** The first auction id; scenario auctions take the first ten, generated ones follow. */
export const AUCTION_ID_BASE = 880_001

/** Auctions every world has, for the personas' journeys, stories and provider states. */
export const SCENARIO_AUCTION_IDS = {
  /** outstanding@gavel.test won these and must finalize them. */
  outstandingWon: [880_001, 880_002, 880_003],
  /** seller@gavel.test's live auction with bids, ending about nine minutes after creation. */
  sellerLive: 880_004,
  /** seller@gavel.test's auction that ended below its reserve: in negotiation. */
  sellerNegotiation: 880_005,
  /** buyer@gavel.test is the high bidder (watched). */
  buyerHighBidder: 880_006,
  /** buyer@gavel.test bid and was outbid. */
  buyerOutbid: 880_007,
  /** buyer@gavel.test holds a proxy bid above the high bid. */
  buyerProxy: 880_008,
  /** A private-lane auction the buyer's dealership is invited to (watched). */
  privateLane: 880_009,
  /** Ends 90 seconds after creation: in its last two minutes from the start (watched, no reserve). */
  endingSoon: 880_010,
} as const

const MINUTE = 60_000
const BUYER: Bidder = { userId: PERSONA_IDS.buyer, dealerId: 101 }
const OUTSTANDING: Bidder = { userId: PERSONA_IDS.outstanding, dealerId: 110 }
const SELLER: Bidder = { userId: PERSONA_IDS.seller, dealerId: 102 }

interface Plan {
  readonly id: number
  readonly laneId: number
  readonly status: AuctionStatus
  readonly endIn: number
  readonly seller: Bidder
  readonly noReserve?: boolean
}

const create = (rng: Rng, world: World, plan: Plan): { auction: Auction; value: number } => {
  const lane = world.lanes.get(plan.laneId)
  if (!lane) throw new Error(`no lane ${plan.laneId}`)
  const t0 = Math.floor(world.createdAt / 1000) * 1000
  const end = t0 + plan.endIn
  const made = buildAuction(rng, {
    id: plan.id,
    lane,
    status: plan.status,
    startTime: Math.min(end, t0) - 20 * MINUTE,
    endTime: end,
    sellerUserId: plan.seller.userId,
    sellerDealerId: plan.seller.dealerId,
    ...(plan.noReserve ? { noReserve: true } : {}),
  })
  world.auctions.set(plan.id, made.auction)
  return made
}

const bid = (auction: Auction, who: Bidder, amount: number, at: number): void => {
  auction.bids.push({ amount, userId: who.userId, dealerId: who.dealerId, at, proxy: false })
}

/** Adds the scenario auctions; `bidders` are background dealers. */
export const addScenarios = (rng: Rng, world: World, bidders: readonly Bidder[], sellers: readonly Bidder[]): void => {
  const t0 = Math.floor(world.createdAt / 1000) * 1000
  const bot = (): Bidder => rng.pick(sellers)
  for (const [i, id] of SCENARIO_AUCTION_IDS.outstandingWon.entries()) {
    const { auction, value } = create(rng, world, {
      id,
      laneId: LANE_IDS.live,
      status: 'ended_accepted',
      endIn: -(i + 1) * 26 * 60 * MINUTE,
      seller: bot(),
    })
    addBidHistory(
      rng,
      auction,
      bidders,
      rng.int(2, 6),
      auction.endTime - 60_000,
      Math.round(((auction.floorPrice ?? value) * 0.97) / 100) * 100,
    )
    bid(
      auction,
      OUTSTANDING,
      Math.max(auction.floorPrice ?? 0, (auction.bids.at(-1)?.amount ?? auction.startPrice) + 100),
      auction.endTime - 5_000,
    )
  }
  {
    const { auction, value } = create(rng, world, {
      id: SCENARIO_AUCTION_IDS.sellerLive,
      laneId: LANE_IDS.live,
      status: 'active',
      endIn: 9 * MINUTE,
      seller: SELLER,
    })
    addBidHistory(rng, auction, bidders, 5, t0 - 1000, Math.round((value * 0.8) / 100) * 100)
  }
  {
    const { auction, value } = create(rng, world, {
      id: SCENARIO_AUCTION_IDS.sellerNegotiation,
      laneId: LANE_IDS.live,
      status: 'negotiation',
      endIn: -40 * MINUTE,
      seller: SELLER,
    })
    auction.floorPrice = auction.floorPrice ?? Math.round(value / 100) * 100
    addBidHistory(rng, auction, bidders, 6, auction.endTime - 1000, Math.round((auction.floorPrice * 0.9) / 100) * 100)
  }
  {
    const { auction } = create(rng, world, {
      id: SCENARIO_AUCTION_IDS.buyerHighBidder,
      laneId: LANE_IDS.live,
      status: 'active',
      endIn: 25 * MINUTE,
      seller: bot(),
    })
    addBidHistory(rng, auction, bidders, 3, t0 - 60_000, auction.startPrice + 600)
    bid(auction, BUYER, (auction.bids.at(-1)?.amount ?? auction.startPrice) + 100, t0 - 30_000)
    auction.watcherUserIds.push(BUYER.userId)
  }
  {
    const { auction } = create(rng, world, {
      id: SCENARIO_AUCTION_IDS.buyerOutbid,
      laneId: LANE_IDS.live,
      status: 'active',
      endIn: 40 * MINUTE,
      seller: bot(),
    })
    bid(auction, BUYER, auction.startPrice, t0 - 10 * MINUTE)
    addBidHistory(rng, auction, bidders, 2, t0 - 60_000, auction.startPrice + 500)
  }
  {
    const { auction } = create(rng, world, {
      id: SCENARIO_AUCTION_IDS.buyerProxy,
      laneId: LANE_IDS.live,
      status: 'active',
      endIn: 3 * 60 * MINUTE,
      seller: bot(),
    })
    addBidHistory(rng, auction, bidders, 2, t0 - 5 * MINUTE, auction.startPrice + 300)
    bid(auction, BUYER, (auction.bids.at(-1)?.amount ?? auction.startPrice) + 100, t0 - 2 * MINUTE)
    auction.proxies.push({
      userId: BUYER.userId,
      dealerId: BUYER.dealerId,
      max: (auction.bids.at(-1)?.amount ?? 0) + 1500,
      persistent: false,
      placedAt: t0 - 2 * MINUTE,
    })
  }
  {
    const { auction } = create(rng, world, {
      id: SCENARIO_AUCTION_IDS.privateLane,
      laneId: LANE_IDS.private,
      status: 'active',
      endIn: 2 * 60 * MINUTE,
      seller: bot(),
    })
    auction.watcherUserIds.push(BUYER.userId)
  }
  {
    const { auction } = create(rng, world, {
      id: SCENARIO_AUCTION_IDS.endingSoon,
      laneId: LANE_IDS.live,
      status: 'active',
      endIn: 90_000,
      seller: bot(),
      noReserve: true,
    })
    addBidHistory(rng, auction, bidders, 4, t0 - 1000, auction.startPrice + 1200)
    auction.watcherUserIds.push(BUYER.userId)
  }
  world.nextAuctionId = AUCTION_ID_BASE + 10
}
