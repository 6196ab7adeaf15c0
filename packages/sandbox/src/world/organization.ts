import type { Engine } from '../engine/createEngine'
import { areaState } from './areaState'
import { createRng } from './prng'
import type { Dealership } from './types'

/** A dealership address (organization service), in the sandbox's own shape. */
export interface AddressRecord {
  readonly id: number
  readonly organizationId: number
  readonly name: string
  readonly street1: string
  readonly street2: string | null
  readonly city: string
  readonly state: string
  readonly postalCode: string
  readonly phone: string | null
  readonly isPrimary: boolean
  readonly addressTypes: readonly ('physical' | 'pickup' | 'delivery' | 'billing')[]
}

/** Harbor Auto Group (the multi persona's dealership) has 230 lots, so the 100-address pages are exercised. */
export const MANY_ADDRESSES_DEALER = 106
const countFor = (dealerId: number): number => (dealerId === MANY_ADDRESSES_DEALER ? 230 : 1 + (dealerId % 3))

const STREETS = ['Commerce Dr', 'Main St', 'Industrial Pkwy', 'Harbor Way', 'Market St', 'Auction Blvd', 'Depot Rd']
const TYPES = [['pickup'], ['delivery'], ['pickup', 'delivery'], ['billing']] as const

/** The addresses of one dealership: ids dealer × 1000 + n, the first one primary and physical (deterministic). */
const addressesFor = (seed: number, d: Dealership): AddressRecord[] => {
  const rng = createRng((seed * 97 + d.id) >>> 0)
  return Array.from({ length: countFor(d.id) }, (_, i) => ({
    id: d.id * 1000 + i + 1,
    organizationId: d.id,
    name: i === 0 ? `${d.name} (main lot)` : `${d.name} lot ${i + 1}`,
    street1: `${rng.int(10, 9900)} ${rng.pick(STREETS)}`,
    street2: rng.chance(0.2) ? `Suite ${rng.int(100, 999)}` : null,
    city: d.city,
    state: d.region,
    postalCode: i === 0 ? d.zipCode : `${d.zipCode.slice(0, 3)}${String(rng.int(0, 99)).padStart(2, '0')}`,
    phone:
      i === 0 || rng.chance(0.5) ? `(${d.zipCode.slice(0, 3)}) 555-${String(rng.int(0, 9999)).padStart(4, '0')}` : null,
    isPrimary: i === 0,
    addressTypes: i === 0 ? ['physical', 'pickup', 'delivery'] : [...rng.pick(TYPES)],
  }))
}

/** The organization area: addresses per dealership, built on first read. */
export const organizationState = (engine: Engine) =>
  areaState(engine, 'organization', () => ({ addresses: new Map<number, AddressRecord[]>() }))

export const addressesOf = (engine: Engine, dealerId: number): AddressRecord[] | undefined => {
  const dealership = engine.world.dealerships.get(dealerId)
  if (!dealership) return undefined
  const { addresses } = organizationState(engine)
  const existing = addresses.get(dealerId)
  if (existing) return existing
  const made = addressesFor(engine.world.seed, dealership)
  addresses.set(dealerId, made)
  return made
}

export const addressById = (engine: Engine, id: number): AddressRecord | undefined =>
  addressesOf(engine, Math.floor((id - 1) / 1000))?.find((a) => a.id === id)
