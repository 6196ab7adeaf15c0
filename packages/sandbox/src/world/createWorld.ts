import { generateBackgroundUsers } from './backgroundDealers'
import { generateDealerships, PERSONA_DEALERSHIPS } from './dealerships'
import { createLanes } from './lanes'
import { personaUsers, SANDBOX_PASSWORD } from './personas'
import { populateAuctions } from './populate'
import { createRng } from './prng'
import { AUCTION_ID_BASE, addScenarios } from './scenarios'
import { biddersOf, sellersOf } from './sellers'
import type { World } from './types'

export interface WorldOptions {
  /** Same seed (and same `now`) gives the same world. Default 1. */
  readonly seed?: number
  /** How many auctions besides the ten scenario auctions. Default 300; benchmarks ask for 2,000 or 10,000. */
  readonly auctions?: number
  /** The engine's clock at creation, epoch ms; every time in the world is relative to it. */
  readonly now: number
  /** Background dealerships that bid and sell. Default 40. */
  readonly dealers?: number
}

export const DEFAULT_SEED = 1
export const DEFAULT_AUCTION_COUNT = 300

/**
 * A seeded, deterministic marketplace (STYLE rule 17): the personas and their dealerships, background dealers,
 * lanes, the scenario auctions every world has, and `auctions` generated ones in every lane and status.
 */
export const createWorld = (options: WorldOptions): World => {
  const seed = options.seed ?? DEFAULT_SEED
  const rng = createRng(seed)
  const background = generateDealerships(rng, options.dealers ?? 40)
  const world: World = {
    seed,
    createdAt: options.now,
    dealerships: new Map([...PERSONA_DEALERSHIPS, ...background].map((d) => [d.id, { ...d }])),
    users: new Map(),
    lanes: new Map(createLanes().map((l) => [l.id, l])),
    auctions: new Map(),
    nextAuctionId: AUCTION_ID_BASE,
  }
  for (const user of [...personaUsers(), ...generateBackgroundUsers(rng, background, SANDBOX_PASSWORD)]) {
    world.users.set(user.id, user)
  }
  const sellers = sellersOf(world)
  const bidders = biddersOf(world)
  addScenarios(rng, world, bidders, sellers)
  populateAuctions(rng, world, options.auctions ?? DEFAULT_AUCTION_COUNT, sellers, bidders)
  return world
}

/** Looks a user up by email, case-insensitively. */
export const findUserByEmail = (world: World, email: string) => {
  const wanted = email.trim().toLowerCase()
  for (const user of world.users.values()) if (user.email.toLowerCase() === wanted) return user
  return undefined
}
