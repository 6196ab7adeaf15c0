import type { Engine } from '../engine/createEngine'
import { minimalPdf } from '../wire/pdf'
import { areaState } from './areaState'
import { createRng, type Rng } from './prng'
import type { Dealership, Vehicle } from './types'
import { generateVehicle } from './vehicles'

export type TransportStatus = 'requested' | 'scheduled' | 'picked_up' | 'delivered' | 'cancelled'
export type ServiceType = 'standard' | 'expedited' | 'enclosed'

export interface Address {
  readonly zipCode: string
  readonly street?: string
  readonly city?: string
  readonly state?: string
  readonly note?: string
  readonly phone?: string
}

/** One transport request (job), in the sandbox's own shape (epoch ms). */
export interface TransportJob {
  readonly id: number
  readonly dealerId: number
  readonly vehicle: Vehicle
  status: TransportStatus
  readonly serviceType: ServiceType
  readonly pickupAddress: Address
  readonly deliveryAddress: Address
  readonly inop: boolean
  readonly price: number
  readonly createdAt: number
  readonly estimatedDeliveryAt: number
  gatePassFileKey: string | null
  readonly auctionId: number | null
}

export interface StoredFile {
  readonly dealerIds: readonly number[]
  readonly name: string
  readonly type: string
  readonly bytes: Uint8Array<ArrayBuffer>
}

export const OPEN_STATUSES: readonly TransportStatus[] = ['requested', 'scheduled', 'picked_up']
const STATUSES: readonly TransportStatus[] = [
  'requested',
  'scheduled',
  'picked_up',
  'delivered',
  'delivered',
  'cancelled',
]
const DAY = 86_400_000

/** Our design of a transport price: a base, a per-mile rate from the ZIP distance, and surcharges. */
export const quoteFor = (pickupZip: string, deliveryZip: string, service: ServiceType, inop: boolean) => {
  const distanceMiles = 40 + (Math.abs(Number(pickupZip) - Number(deliveryZip)) % 2400)
  const factor = service === 'enclosed' ? 1.5 : service === 'expedited' ? 1.25 : 1
  const pricePerVehicle = Math.round((150 + distanceMiles * 0.85) * factor) + (inop ? 150 : 0)
  const estimatedDeliveryDays = Math.max(2, Math.ceil(distanceMiles / 450)) + (service === 'expedited' ? 0 : 2)
  return { distanceMiles, pricePerVehicle, estimatedPickupDays: service === 'expedited' ? 1 : 3, estimatedDeliveryDays }
}

export const addressOf = (d: Dealership | undefined, rng?: Rng): Address => ({
  zipCode: d?.zipCode ?? '60614',
  street: `${rng ? rng.int(10, 9900) : 100} ${rng ? rng.pick(['Main St', 'Commerce Dr', 'Industrial Pkwy', 'Market St']) : 'Main St'}`,
  city: d?.city ?? 'Chicago',
  state: d?.region ?? 'IL',
})

/** Jobs per dealer: the buyer's dealership has 130 (more than one 100-job page), a few others some. */
const JOBS_PER_DEALER: readonly (readonly [dealerId: number, count: number])[] = [
  [101, 130],
  [110, 6],
  [103, 12],
  [106, 8],
  // logistics@'s dealership, last so the others' seeded jobs stay as they were.
  [112, 14],
]

const seed = (engine: Engine) => {
  const { world } = engine
  const rng = createRng((world.seed * 53 + 7) >>> 0)
  const jobs = new Map<number, TransportJob>()
  const files = new Map<string, StoredFile>()
  const others = [...world.dealerships.values()].filter((d) => d.id > 200)
  let id = 70_001
  for (const [dealerId, count] of JOBS_PER_DEALER) {
    for (let i = 0; i < count; i++) {
      const { vehicle } = generateVehicle(rng)
      const createdAt = Math.floor((world.createdAt - rng.int(1, 60 * 24) * 3_600_000) / 1000) * 1000
      const status = rng.pick(STATUSES)
      const pickup = addressOf(others.length > 0 ? rng.pick(others) : undefined, rng)
      const delivery = { ...addressOf(world.dealerships.get(dealerId), rng), note: 'Deliver to the back lot' }
      const serviceType: ServiceType = rng.chance(0.15) ? 'enclosed' : rng.chance(0.2) ? 'expedited' : 'standard'
      const inop = rng.chance(0.08)
      const q = quoteFor(pickup.zipCode, delivery.zipCode, serviceType, inop)
      const withPass = rng.chance(0.25)
      const fileKey = withPass ? `gp-seed-${id}` : null
      if (fileKey)
        files.set(fileKey, {
          dealerIds: [dealerId],
          name: `gate-pass-${id}.pdf`,
          type: 'application/pdf',
          bytes: minimalPdf(['Gate pass (sandbox)', `Job ${id}`, vehicle.vin]),
        })
      jobs.set(id, {
        id,
        dealerId,
        vehicle,
        status,
        serviceType,
        pickupAddress: pickup,
        deliveryAddress: delivery,
        inop,
        price: q.pricePerVehicle,
        createdAt,
        estimatedDeliveryAt: createdAt + q.estimatedDeliveryDays * DAY,
        gatePassFileKey: fileKey,
        auctionId: null,
      })
      id += 1
    }
  }
  return { jobs, files, nextJobId: id, nextFileId: 1 }
}

/** The transport area: jobs by id, gate pass files by key. */
export const transportState = (engine: Engine) => areaState(engine, 'transport', () => seed(engine))

/** Whether a VIN has a transport request that is not delivered or cancelled. */
export const hasActiveRequest = (engine: Engine, vin: string): boolean =>
  [...transportState(engine).jobs.values()].some((j) => j.vehicle.vin === vin && OPEN_STATUSES.includes(j.status))
