import type { Engine } from '../engine/createEngine'
import { createIdempotencyStore } from '../engine/idempotency'
import { areaState } from './areaState'
import { createRng } from './prng'
import type { User, Vehicle } from './types'
import { generateVehicle } from './vehicles'

/** A capital invoice financing one purchase (our design; the spec does not list its fields). */
export interface InvoiceRecord {
  readonly id: number
  readonly auctionId: number
  readonly dealerId: number
  readonly vehicle: Vehicle
  readonly vehicleAmount: number
  readonly fee: number
  /** Epoch ms. */
  readonly createdAt: number
  readonly dueAt: number
  paidAt: number | null
}

export interface AccountRecord {
  readonly dealerId: number
  readonly accountNumber: string
  readonly status: 'active' | 'onboarding' | 'suspended'
  readonly productLine: 'standard' | 'advantage'
  creditLimit: number
}

export interface LeadRecord {
  readonly id: number
  readonly dealerId: number
  readonly requestedAmount: number | null
  readonly createdAt: number
}

export interface LineIncreaseRecord {
  readonly id: number
  readonly dealerId: number
  readonly currentLimit: number
  readonly requestedLimit: number
  readonly createdAt: number
}

/** The capital persona's dealership, Crescent City Motors, has the one capital account of the world. */
export const CAPITAL_DEALER = 109
const DAY = 86_400_000

/** marketplace §7 fee schedule (our design): the fee per financed amount; outside 1,000–75,000 is out of range. */
export const FEE_TIERS = [
  { min_amount: 1000, max_amount: 4999, fee: 99 },
  { min_amount: 5000, max_amount: 14_999, fee: 149 },
  { min_amount: 15_000, max_amount: 29_999, fee: 199 },
  { min_amount: 30_000, max_amount: 75_000, fee: 299 },
] as const
export const feeFor = (amount: number): number | undefined =>
  FEE_TIERS.find((t) => amount >= t.min_amount && amount <= t.max_amount)?.fee

const seed = (engine: Engine) => {
  const { world } = engine
  const rng = createRng((world.seed * 61 + 109) >>> 0)
  const t0 = Math.floor(world.createdAt / 1000) * 1000
  const invoices = new Map<number, InvoiceRecord>()
  for (let i = 0; i < 10; i++) {
    const { vehicle, value } = generateVehicle(rng)
    const vehicleAmount = Math.round(value / 100) * 100
    const open = i < 4
    const createdAt = t0 - (open ? (i + 2) * DAY : (15 + i * 9) * DAY)
    invoices.set(690_001 + i, {
      id: 40_001 + i,
      auctionId: 690_001 + i,
      dealerId: CAPITAL_DEALER,
      vehicle,
      vehicleAmount,
      fee: feeFor(vehicleAmount) ?? 299,
      createdAt,
      dueAt: createdAt + 30 * DAY,
      paidAt: open ? null : createdAt + rng.int(5, 25) * DAY,
    })
  }
  const accounts = new Map<number, AccountRecord>([
    [
      CAPITAL_DEALER,
      {
        dealerId: CAPITAL_DEALER,
        accountNumber: 'CAP-109-0001',
        status: 'active',
        productLine: 'standard',
        creditLimit: 250_000,
      },
    ],
  ])
  return {
    invoices,
    accounts,
    leads: new Map<number, LeadRecord>(),
    lineIncreases: new Map<number, LineIncreaseRecord>(),
    nextId: 1,
    nextPayment: 1,
    /** Payment answers by (user, Idempotency-Key): a repeated key answers the first response again (ADR 0027). */
    paymentReplies: createIdempotencyStore<{ readonly status: number; readonly body: unknown }>(),
  }
}

/** The capital area: invoices by auction id, accounts, leads and line increases by dealership. */
export const capitalState = (engine: Engine) => areaState(engine, 'capital', () => seed(engine))

export const dealersOf = (user: User): readonly number[] => user.memberships.map((m) => m.dealerId)

/** The bearer's dealerships that have a capital account. */
export const capitalDealersOf = (engine: Engine, user: User): number[] =>
  dealersOf(user).filter((d) => capitalState(engine).accounts.has(d))

export const balanceDue = (i: InvoiceRecord): number => (i.paidAt === null ? i.vehicleAmount + i.fee : 0)

export const outstandingOf = (engine: Engine, dealerId: number): number =>
  [...capitalState(engine).invoices.values()]
    .filter((i) => i.dealerId === dealerId)
    .reduce((s, i) => s + balanceDue(i), 0)
