import type { Engine } from '../engine/createEngine'
import { areaState } from './areaState'
import { createRng } from './prng'
import type { AuctionStatus } from './types'
import { generateVehicle } from './vehicles'

export type InvoiceType = 'vehicle_purchase' | 'buy_fee' | 'sell_fee' | 'transport'

/** A marketplace invoice to a dealership (our design), in the sandbox's own shape (epoch ms). */
export interface AccountInvoice {
  readonly id: number
  readonly dealerId: number
  readonly type: InvoiceType
  readonly auctionId: number | null
  readonly vin: string | null
  readonly description: string
  readonly amount: number
  readonly createdAt: number
  readonly dueAt: number
  readonly paidAt: number | null
}

const DAY = 86_400_000
const ACCEPTED: readonly AuctionStatus[] = ['counter_accepted', 'counter_original_accepted', 'ended_accepted']
const TYPES: readonly InvoiceType[] = ['buy_fee', 'sell_fee', 'transport', 'vehicle_purchase']

/**
 * A dealership's invoices: one purchase invoice and one buy fee per auction it won (open until finalized), then
 * twelve generated ones of every type, a third of them open and some of those overdue. Ids: dealer × 1000 + n.
 */
const invoicesFor = (engine: Engine, dealerId: number): AccountInvoice[] => {
  const { world } = engine
  const rng = createRng((world.seed * 71 + dealerId) >>> 0)
  const t0 = Math.floor(world.createdAt / 1000) * 1000
  const out: AccountInvoice[] = []
  const add = (i: Omit<AccountInvoice, 'id'>) => out.push({ ...i, id: dealerId * 1000 + out.length + 1 })
  const won = [...world.auctions.values()].filter(
    (a) => ACCEPTED.includes(a.status) && a.bids.at(-1)?.dealerId === dealerId,
  )
  for (const a of won) {
    const price = a.bids.at(-1)?.amount ?? a.startPrice
    const base = {
      dealerId,
      auctionId: a.id,
      vin: a.vehicle.vin,
      createdAt: a.endTime,
      dueAt: a.endTime + 7 * DAY,
      paidAt: null,
    }
    add({
      ...base,
      type: 'vehicle_purchase',
      description: `${a.vehicle.year} ${a.vehicle.make} ${a.vehicle.model}`,
      amount: price,
    })
    add({ ...base, type: 'buy_fee', description: `Buy fee, auction ${a.id}`, amount: buyFeeFor(price) })
  }
  for (let i = 0; i < 12; i++) {
    const { vehicle, value } = generateVehicle(rng)
    const type = TYPES[i % TYPES.length] as InvoiceType
    const createdAt = t0 - rng.int(1, 120) * DAY
    const open = i % 3 === 0
    const amount =
      type === 'vehicle_purchase'
        ? Math.round(value / 100) * 100
        : type === 'transport'
          ? rng.int(250, 900)
          : rng.pick([195, 250, 375])
    add({
      dealerId,
      type,
      auctionId: 700_000 + dealerId * 100 + i,
      vin: vehicle.vin,
      description: `${type.replace('_', ' ')}: ${vehicle.year} ${vehicle.make} ${vehicle.model}`,
      amount,
      createdAt,
      dueAt: createdAt + 14 * DAY,
      paidAt: open ? null : createdAt + rng.int(1, 13) * DAY,
    })
  }
  return out
}

/** The my-account area: invoices per dealership, built on first read. */
export const myAccountState = (engine: Engine) =>
  areaState(engine, 'myaccount', () => ({ invoices: new Map<number, AccountInvoice[]>() }))

export const accountInvoicesOf = (engine: Engine, dealerId: number): AccountInvoice[] => {
  const { invoices } = myAccountState(engine)
  const existing = invoices.get(dealerId)
  if (existing) return existing
  const made = invoicesFor(engine, dealerId)
  invoices.set(dealerId, made)
  return made
}

/** The buy fee schedule (ADR 0028, our design): what a buy_fee invoice charges per hammer price range. */
export const BUY_FEE_TIERS: readonly {
  readonly min_price: number
  readonly max_price: number | null
  readonly fee: number
}[] = [
  { min_price: 0, max_price: 9_999, fee: 250 },
  { min_price: 10_000, max_price: 24_999, fee: 375 },
  { min_price: 25_000, max_price: null, fee: 495 },
]

/** The buy fee of a hammer price. */
export const buyFeeFor = (price: number): number =>
  BUY_FEE_TIERS.find((t) => price >= t.min_price && (t.max_price === null || price <= t.max_price))?.fee ?? 495
