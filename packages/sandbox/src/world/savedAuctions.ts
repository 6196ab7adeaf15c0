import type { Engine } from '../engine/createEngine'
import { areaState } from './areaState'
import { createRng } from './prng'
import type { User, Vehicle } from './types'
import { generateVehicle } from './vehicles'

/** Saved auction status (marketplace §4): the four named ones, and `incomplete` for "any other" (Missing Info). */
export type SavedAuctionStatus = 'complete' | 'submitted' | 'max_launches' | 'expired' | 'incomplete'

/** A vehicle prepared for sale (marketplace §3 Saved auction), in the sandbox's own camelCase. */
export interface SavedAuctionRecord {
  readonly id: number
  readonly dealerId: number
  readonly vehicle: Vehicle
  odometer: number | null
  transmission: string | null
  greenLight: boolean
  autosell: boolean
  status: SavedAuctionStatus
  launchCount: number
  previousReserve: number | null
  /** Epoch ms of the last launch. */
  startTime: number | null
  startPrice: number | null
  launchAddressId: number | null
  /** Epoch ms. */
  updatedAt: number
  readonly readOnly: boolean
  readonly forceRedLight: boolean
  readonly redLightMessages: readonly string[]
  auctionId: number | null
}

/** A saved auction may be launched at most this many times before it reads max_launches (our design). */
export const MAX_LAUNCHES = 3

/** Statuses seller@gavel.test's saved auctions take, so every action text of marketplace §4 shows. */
const SELLER_STATUSES: readonly SavedAuctionStatus[] = [
  'complete',
  'complete',
  'complete',
  'complete',
  'submitted',
  'max_launches',
  'expired',
  'incomplete',
  'complete',
  'incomplete',
  'expired',
  'complete',
]

/** Ids start here; the launch address of a dealership is its first organization address (id dealer × 1000 + 1). */
export const SAVED_AUCTION_ID_BASE = 5001
export const defaultAddressId = (dealerId: number): number => dealerId * 1000 + 1

const seed = (engine: Engine): Map<number, SavedAuctionRecord> => {
  const rng = createRng((engine.world.seed * 31 + 5001) >>> 0)
  const t0 = engine.world.createdAt
  const records = new Map<number, SavedAuctionRecord>()
  const add = (dealerId: number, status: SavedAuctionStatus, i: number) => {
    const { vehicle, value } = generateVehicle(rng)
    const id = SAVED_AUCTION_ID_BASE + records.size
    const launched = status === 'submitted' || status === 'max_launches' || status === 'expired'
    records.set(id, {
      id,
      dealerId,
      vehicle,
      odometer: status === 'incomplete' ? null : vehicle.odometer,
      transmission: status === 'incomplete' ? null : vehicle.transmission,
      greenLight: rng.chance(0.7),
      autosell: rng.chance(0.2),
      status,
      launchCount: status === 'max_launches' ? MAX_LAUNCHES : launched ? 1 : i % 3 === 0 ? 1 : 0,
      previousReserve: launched ? Math.round((value * 0.95) / 100) * 100 : null,
      startTime: launched ? t0 - (i + 1) * 86_400_000 : null,
      startPrice: launched ? Math.round((value * 0.4) / 100) * 100 : null,
      launchAddressId: status === 'incomplete' ? null : defaultAddressId(dealerId),
      updatedAt: Math.floor((t0 - i * 3_600_000) / 1000) * 1000,
      readOnly: status === 'expired',
      forceRedLight: i === 11,
      redLightMessages: i === 11 ? ['Frame damage reported: launches red light.'] : [],
      auctionId: null,
    })
  }
  SELLER_STATUSES.forEach((status, i) => {
    add(102, status, i)
  })
  // The admin persona's two dealerships and the multi-dealership persona's selling ones, for dealer filters.
  for (const [i, dealerId] of [103, 103, 104, 106, 108].entries()) add(dealerId, i === 2 ? 'incomplete' : 'complete', i)
  return records
}

/** The saved-auctions area: records by id and the next id. */
export const savedAuctionsState = (engine: Engine) =>
  areaState(engine, 'savedauctions', () => {
    const records = seed(engine)
    return { records, nextId: SAVED_AUCTION_ID_BASE + records.size }
  })

export const dealerIdsOf = (user: User): readonly number[] => user.memberships.map((m) => m.dealerId)

/** The saved auctions of the user's dealerships (optionally some of them), most recently updated first. */
export const savedAuctionsOf = (engine: Engine, user: User, dealerIds?: readonly number[]): SavedAuctionRecord[] => {
  const mine = dealerIdsOf(user)
  const wanted = dealerIds ?? mine
  return [...savedAuctionsState(engine).records.values()]
    .filter((r) => mine.includes(r.dealerId) && wanted.includes(r.dealerId))
    .sort((x, y) => y.updatedAt - x.updatedAt || x.id - y.id)
}

/** Why a saved auction cannot launch in its status, or undefined when it can (marketplace §4 action texts). */
export const launchBlocker = (record: SavedAuctionRecord): { detail: string; code: string } | undefined => {
  switch (record.status) {
    case 'complete':
      return undefined
    case 'submitted':
      return { detail: 'This saved auction was already launched.', code: 'already_launched' }
    case 'max_launches':
      return { detail: 'This vehicle has no more launches left.', code: 'max_launches' }
    case 'expired':
      return { detail: 'This saved auction has expired.', code: 'expired' }
    default:
      return {
        detail: 'This saved auction is missing information (odometer, transmission or address).',
        code: 'missing_info',
      }
  }
}

/**
 * Sets a saved auction's status as another window or the back office would (e.g. `expired` between the seller
 * choosing it and launching it), for stories and tests. Returns false when there is no such saved auction.
 */
export const setSavedAuctionStatus = (engine: Engine, id: number, status: SavedAuctionStatus): boolean => {
  const record = savedAuctionsState(engine).records.get(id)
  if (!record) return false
  record.status = status
  return true
}

/**
 * `count` copies of saved auction `id` with new ids and VINs that start with `vinPrefix` (stories of a long saved
 * list); the new ids.
 */
export const copySavedAuctions = (engine: Engine, id: number, count: number, vinPrefix: string): number[] => {
  const state = savedAuctionsState(engine)
  const record = state.records.get(id)
  if (!record) return []
  return Array.from({ length: count }, (_, i) => {
    const copy = {
      ...record,
      id: state.nextId++,
      vehicle: { ...record.vehicle, vin: `${vinPrefix}${String(i).padStart(17 - vinPrefix.length, '0')}` },
    }
    state.records.set(copy.id, copy)
    return copy.id
  })
}
