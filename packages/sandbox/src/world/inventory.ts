import type { Engine } from '../engine/createEngine'
import { areaState } from './areaState'
import { PERSONA_IDS } from './personas'
import { createRng } from './prng'
import { defaultAddressId, type SavedAuctionRecord, savedAuctionsState } from './savedAuctions'
import type { User, Vehicle } from './types'
import { generateVehicle } from './vehicles'

/** One vehicle of a dealership's inventory (our design), epoch ms. */
export interface InventoryRecord {
  readonly id: number
  readonly dealerId: number
  readonly stockNumber: string
  readonly vehicle: Vehicle
  odometer: number | null
  readonly price: number | null
  readonly addedAt: number
  readonly imageKeys: string[]
  savedAuctionId: number | null
}

export interface UploadRecord {
  readonly id: string
  readonly userId: number
  readonly dealerId: number
  readonly rows: readonly { vin: string; year: number; make: string; model: string; odometer: number; price: number }[]
  processed: boolean
}

/** The current inventory terms (marketplace §3 Terms state). */
export const INVENTORY_EULA_ID = 'inventory-eula-2026-10'
const DAY = 86_400_000
const STOCK: readonly (readonly [dealerId: number, count: number])[] = [
  [102, 40],
  [103, 15],
  [106, 10],
  [108, 6],
]

const seed = (engine: Engine) => {
  const { world } = engine
  const rng = createRng((world.seed * 83 + 11) >>> 0)
  const vehicles = new Map<number, InventoryRecord>()
  let id = 30_001
  for (const [dealerId, count] of STOCK)
    for (let i = 0; i < count; i++) {
      const { vehicle, value } = generateVehicle(rng)
      vehicles.set(id, {
        id,
        dealerId,
        stockNumber: `S${dealerId}-${String(i + 1).padStart(4, '0')}`,
        vehicle,
        odometer: rng.chance(0.85) ? vehicle.odometer : null,
        price: rng.chance(0.9) ? Math.round((value * 1.15) / 100) * 100 : null,
        addedAt: Math.floor((world.createdAt - rng.int(1, 90) * DAY) / 1000) * 1000,
        imageKeys: [],
        savedAuctionId: null,
      })
      id += 1
    }
  return {
    vehicles,
    nextVehicleId: id,
    /** Users who accepted the current inventory terms; the admin persona already has. */
    accepted: new Set<number>([PERSONA_IDS.admin]),
    uploads: new Map<string, UploadRecord>(),
    images: new Map<string, { type: string; bytes: Uint8Array<ArrayBuffer> }>(),
    nextUpload: 1,
  }
}

/** The inventory area: vehicles by id, terms acceptances, uploads and photos. */
export const inventoryState = (engine: Engine) => areaState(engine, 'inventory', () => seed(engine))

export const inventoryOf = (engine: Engine, dealerId: number): InventoryRecord[] =>
  [...inventoryState(engine).vehicles.values()]
    .filter((v) => v.dealerId === dealerId)
    .sort((a, b) => b.addedAt - a.addedAt || a.id - b.id)

export const mayUse = (engine: Engine, user: User): boolean => inventoryState(engine).accepted.has(user.id)

/** The vehicle's saved auction, made on first need in the saved-auctions area (complete when launchable). */
export const savedAuctionFor = (
  engine: Engine,
  record: InventoryRecord,
  extra: { odometer?: number; launchAddressId?: number; greenLight?: boolean; autosell?: boolean } = {},
): SavedAuctionRecord => {
  const state = savedAuctionsState(engine)
  const existing = record.savedAuctionId === null ? undefined : state.records.get(record.savedAuctionId)
  if (existing) return existing
  if (extra.odometer !== undefined) record.odometer = extra.odometer
  const launchAddressId = extra.launchAddressId ?? defaultAddressId(record.dealerId)
  const saved: SavedAuctionRecord = {
    id: state.nextId++,
    dealerId: record.dealerId,
    vehicle: record.vehicle,
    odometer: record.odometer,
    transmission: record.vehicle.transmission,
    greenLight: extra.greenLight ?? true,
    autosell: extra.autosell ?? false,
    status: record.odometer === null || record.vehicle.transmission === null ? 'incomplete' : 'complete',
    launchCount: 0,
    previousReserve: null,
    startTime: null,
    startPrice: null,
    launchAddressId,
    updatedAt: Math.floor(engine.now() / 1000) * 1000,
    readOnly: false,
    forceRedLight: false,
    redLightMessages: [],
    auctionId: null,
  }
  state.records.set(saved.id, saved)
  record.savedAuctionId = saved.id
  return saved
}
