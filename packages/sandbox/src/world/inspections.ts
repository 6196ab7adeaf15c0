import type { Engine } from '../engine/createEngine'
import { createIdempotencyStore } from '../engine/idempotency'
import { areaState } from './areaState'
import { addressesOf } from './organization'
import { createRng } from './prng'
import { savedAuctionsOf, savedAuctionsState } from './savedAuctions'
import type { User } from './types'
import { generateVehicle } from './vehicles'

/** Inspection request status (docs/adr/0045-request-inspection.md). */
export type InspectionStatus = 'requested' | 'scheduled' | 'inspected' | 'cancelled'

/** One inspection request, in the sandbox's own camelCase. */
export interface InspectionRecord {
  readonly id: number
  readonly dealerId: number
  readonly vin: string
  readonly year: number | null
  readonly make: string | null
  readonly model: string | null
  readonly odometer: number
  readonly addressId: number
  /** YYYY-MM-DD. */
  readonly windowStart: string
  readonly windowEnd: string
  readonly contactName: string
  readonly contactPhone: string
  readonly notes: string
  status: InspectionStatus
  /** Epoch ms. */
  readonly requestedAt: number
  scheduledFor: number | null
  savedAuctionId: number | null
}

const DAY_MS = 86_400_000
export const INSPECTION_ID_BASE = 8101
/** A request waits this long before an inspector is booked, and as long again before the inspection (our design). */
export const SCHEDULE_AFTER_MS = 10 * 60_000

/** The day of an epoch-ms instant, YYYY-MM-DD (UTC: the sandbox's dealerships share one time zone). */
export const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10)

const seed = (engine: Engine): Map<number, InspectionRecord> => {
  const rng = createRng((engine.world.seed * 37 + 8101) >>> 0)
  const t0 = engine.world.createdAt
  const records = new Map<number, InspectionRecord>()
  // seller@gavel.test's dealership (102): one request in each status; the inspected one holds a saved auction.
  const savedOf102 = [...savedAuctionsState(engine).records.values()].filter((r) => r.dealerId === 102)
  const inspectedSaved = savedOf102.find((r) => r.status === 'submitted')
  const plan: readonly [InspectionStatus, number][] = [
    ['requested', 1],
    ['scheduled', 2],
    ['inspected', 6],
    ['cancelled', 9],
  ]
  for (const [status, daysAgo] of plan) {
    const linked = status === 'inspected' ? inspectedSaved : undefined
    const vehicle = linked?.vehicle ?? generateVehicle(rng).vehicle
    const id = INSPECTION_ID_BASE + records.size
    const requestedAt = Math.floor((t0 - daysAgo * DAY_MS) / 1000) * 1000
    records.set(id, {
      id,
      dealerId: 102,
      vin: vehicle.vin,
      year: vehicle.year,
      make: vehicle.make,
      model: vehicle.model,
      odometer: vehicle.odometer,
      addressId: 102_001,
      windowStart: dayOf(requestedAt + DAY_MS),
      windowEnd: dayOf(requestedAt + 4 * DAY_MS),
      contactName: 'Sam Seller',
      contactPhone: '(512) 555-0142',
      notes: status === 'cancelled' ? 'Sold to a walk-in buyer.' : '',
      status,
      requestedAt,
      scheduledFor: status === 'scheduled' || status === 'inspected' ? requestedAt + 2 * DAY_MS : null,
      savedAuctionId: linked?.id ?? null,
    })
  }
  return records
}

interface Reply {
  readonly status: number
  readonly body: unknown
}

/** The inspections area: requests by id, the next id, and first replies by Idempotency-Key. */
export const inspectionsState = (engine: Engine) =>
  areaState(engine, 'inspections', () => {
    const records = seed(engine)
    return { records, nextId: INSPECTION_ID_BASE + records.size, replies: createIdempotencyStore<Reply>() }
  })

/** The dealership's requests, newest first. */
export const inspectionsOf = (engine: Engine, dealerId: number): InspectionRecord[] =>
  [...inspectionsState(engine).records.values()]
    .filter((r) => r.dealerId === dealerId)
    .sort((a, b) => b.requestedAt - a.requestedAt || b.id - a.id)

/** A request is open while requested or scheduled: the same VIN cannot be requested again meanwhile. */
export const isOpen = (r: InspectionRecord): boolean => r.status === 'requested' || r.status === 'scheduled'

/** The dealership's saved vehicles without an open request (the form's vehicle choices). */
export const inspectableVehicles = (engine: Engine, user: User, dealerId: number) => {
  const open = new Set(
    inspectionsOf(engine, dealerId)
      .filter(isOpen)
      .map((r) => r.vin),
  )
  return savedAuctionsOf(engine, user, [dealerId]).filter((s) => !open.has(s.vehicle.vin))
}

/** An address on one line, as the form and the list show it. */
export const addressLabel = (engine: Engine, dealerId: number, addressId: number): string | undefined => {
  const a = addressesOf(engine, dealerId)?.find((x) => x.id === addressId)
  return a && `${a.name}, ${a.street1}, ${a.city} ${a.state} ${a.postalCode}`
}

/**
 * Moves requests along with time (our design, docs/adr/0045): a request is scheduled SCHEDULE_AFTER_MS after it was
 * made, for the first day of its window.
 */
export const advanceInspections = (engine: Engine): void => {
  const now = engine.now()
  for (const r of inspectionsState(engine).records.values())
    if (
      r.status === 'requested' &&
      now - r.requestedAt >= SCHEDULE_AFTER_MS &&
      r.requestedAt >= engine.world.createdAt
    ) {
      r.status = 'scheduled'
      r.scheduledFor = Date.parse(`${r.windowStart}T15:00:00Z`)
    }
}
