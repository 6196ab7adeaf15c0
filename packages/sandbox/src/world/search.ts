import type { SearchFilter } from '../wire/searchTypes'
import { areaState } from './areaState'
import { PERSONA_IDS } from './personas'
import { createRng } from './prng'
import type { World } from './types'

/** Search history count: 20 (marketplace §9). */
export const SEARCH_HISTORY_COUNT = 20

/** A saved search (marketplace §3 Saved search); times in epoch ms. */
export interface SavedSearchRecord {
  readonly id: string
  readonly userId: number
  readonly created: number
  updated: number
  name: string
  auctionLaunchPushNotification: boolean
  syncWithLegacyFilters: boolean
  enabled: boolean
  filters: SearchFilter[]
}

export interface RecentSearchRecord {
  readonly id: string
  readonly created: number
  readonly filters: SearchFilter[]
}

/** The search area's state beside the engine (world/areaState.ts): saved searches, history, hidden vehicles. */
export interface SearchState {
  readonly savedSearches: Map<string, SavedSearchRecord>
  /** Per user, newest first, at most SEARCH_HISTORY_COUNT. */
  readonly recent: Map<number, RecentSearchRecord[]>
  /** Per user, `{vin}:{seller_dealer_id}` of the vehicles they hid. */
  readonly hidden: Map<number, Set<string>>
  nextId: number
}

const makesOf = (world: World): string[] =>
  [...new Set([...world.auctions.values()].map((a) => a.vehicle.make))].sort((a, b) => a.localeCompare(b))

/** Two saved searches for buyer@ and one for seller@, picked from the world's makes with its seeded generator. */
const seed = (world: World): SearchState => {
  const rng = createRng((world.seed * 31 + 7) >>> 0)
  const makes = makesOf(world)
  const state: SearchState = { savedSearches: new Map(), recent: new Map(), hidden: new Map(), nextId: 1 }
  const at = world.createdAt - 86_400_000
  const add = (userId: number, name: string, filters: SearchFilter[], push: boolean) => {
    const id = `ss-${state.nextId++}`
    state.savedSearches.set(id, {
      id,
      userId,
      created: at,
      updated: at,
      name,
      auctionLaunchPushNotification: push,
      syncWithLegacyFilters: false,
      enabled: true,
      filters,
    })
  }
  if (makes.length > 0) {
    const make = rng.pick(makes)
    add(
      PERSONA_IDS.buyer,
      `${make} under 60k miles`,
      [
        { filterType: 'make', value: make },
        { filterType: 'odometer', minValue: 0, maxValue: 60_000 },
      ],
      true,
    )
    add(PERSONA_IDS.buyer, 'Late models', [{ filterType: 'year', minValue: 2021, maxValue: 2025 }], false)
    const trade = rng.pick(makes)
    add(PERSONA_IDS.seller, `${trade} trade-ins`, [{ filterType: 'make', value: trade }], false)
  }
  return state
}

/** The search area of this engine's world, seeded on first use. */
export const searchState = (owner: { readonly world: World }): SearchState =>
  areaState(owner, 'search', () => seed(owner.world))

export const hiddenKey = (vin: string, sellerDealerId: number): string => `${vin}:${sellerDealerId}`
