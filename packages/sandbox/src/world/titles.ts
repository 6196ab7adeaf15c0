import type { Engine } from '../engine/createEngine'
import { areaState } from './areaState'
import { capitalState } from './capital'
import { createRng } from './prng'
import type { Vehicle } from './types'
import { generateVehicle } from './vehicles'

/**
 * Title records (docs/adr/0027; shell §2.2, §2.4 titles). Each holds the sale and its schedule in epoch ms; where the
 * title *is* comes from the engine's clock when it is read (`titleStateAt`), so titles move along on their own: due
 * 10 days after the sale, sent to the buyer once received and paid, delivered 2 days after that.
 */
export interface TitleRecord {
  readonly id: number
  readonly auctionId: number
  readonly dealerId: number
  readonly side: 'buying' | 'selling'
  readonly vehicle: Vehicle
  readonly counterparty: string | null
  readonly salePrice: number | null
  /** null: a pre-sale title (the vehicle is not sold yet). */
  readonly soldAt: number | null
  /** When the seller's title arrives; null: not yet scheduled (overdue once the due date passes). */
  readonly receivedAt: number | null
  /** When the buyer paid; null: unpaid. A capital-financed purchase follows its capital invoice instead. */
  readonly paidAt: number | null
  readonly problem: string | null
}

export type TitleStatus = 'pre_sale' | 'awaiting_title' | 'awaiting_payment' | 'sent' | 'delivered' | 'problem'
export type TitleListName = 'urgent' | 'due_soon' | 'recently_sold' | 'closed' | 'open' | 'pre_sale'

const DAY = 86_400_000
export const TITLE_DUE_DAYS = 10
export const DELIVERY_DAYS = 2
export const DUE_SOON_DAYS = 3

export interface TitleState {
  readonly status: TitleStatus
  readonly titleDueAt: number | null
  readonly receivedAt: number | null
  readonly paidAt: number | null
  readonly sentAt: number | null
  readonly deliveredAt: number | null
  readonly list: Exclude<TitleListName, 'open'>
}

/** The paid instant: a capital-financed purchase is paid when its capital invoice is. */
const paidAtOf = (engine: Engine, title: TitleRecord): number | null => {
  const invoice = capitalState(engine).invoices.get(title.auctionId)
  return invoice ? invoice.paidAt : title.paidAt
}

/** Where a title is at `now`, and the one list (of urgent, due soon, recently sold, closed, pre-sale) it falls in. */
export const titleStateAt = (engine: Engine, title: TitleRecord, now: number): TitleState => {
  if (title.soldAt === null)
    return {
      status: 'pre_sale',
      titleDueAt: null,
      receivedAt: title.receivedAt,
      paidAt: null,
      sentAt: null,
      deliveredAt: null,
      list: 'pre_sale',
    }
  const titleDueAt = title.soldAt + TITLE_DUE_DAYS * DAY
  const received = title.receivedAt !== null && title.receivedAt <= now ? title.receivedAt : null
  const paid = paidAtOf(engine, title)
  const paidAt = paid !== null && paid <= now ? paid : null
  const sentAt = title.problem === null && received !== null && paidAt !== null ? Math.max(received, paidAt) : null
  const deliveredAt = sentAt !== null && sentAt + DELIVERY_DAYS * DAY <= now ? sentAt + DELIVERY_DAYS * DAY : null
  const status: TitleStatus =
    title.problem !== null
      ? 'problem'
      : deliveredAt !== null
        ? 'delivered'
        : sentAt !== null
          ? 'sent'
          : received !== null
            ? 'awaiting_payment'
            : 'awaiting_title'
  const overdue = received === null && now > titleDueAt
  const list =
    status === 'delivered'
      ? 'closed'
      : status === 'problem' || overdue
        ? 'urgent'
        : received === null && titleDueAt - now <= DUE_SOON_DAYS * DAY
          ? 'due_soon'
          : 'recently_sold'
  return { status, titleDueAt, receivedAt: received, paidAt, sentAt, deliveredAt, list }
}

/** What a dealership's seeded titles look like, relative to the world's start (days ago; null = never). */
const PLAN: readonly {
  side: 'buying' | 'selling'
  soldDaysAgo: number | null
  receivedAfter: number | null
  paidAfter: number | null
  problem?: string
}[] = [
  { side: 'buying', soldDaysAgo: 40, receivedAfter: 4, paidAfter: 2 },
  { side: 'selling', soldDaysAgo: 30, receivedAfter: 6, paidAfter: 1 },
  { side: 'buying', soldDaysAgo: 22, receivedAfter: 3, paidAfter: 5 },
  { side: 'selling', soldDaysAgo: 14, receivedAfter: null, paidAfter: 1 },
  { side: 'buying', soldDaysAgo: 12, receivedAfter: null, paidAfter: 2 },
  {
    side: 'buying',
    soldDaysAgo: 6,
    receivedAfter: 2,
    paidAfter: 1,
    problem: 'The title shows a lien that was not disclosed.',
  },
  { side: 'selling', soldDaysAgo: 8, receivedAfter: null, paidAfter: 1 },
  { side: 'buying', soldDaysAgo: 9, receivedAfter: null, paidAfter: null },
  { side: 'buying', soldDaysAgo: 2, receivedAfter: 1, paidAfter: null },
  { side: 'selling', soldDaysAgo: 1, receivedAfter: null, paidAfter: null },
  { side: 'buying', soldDaysAgo: 3, receivedAfter: 5, paidAfter: 4 },
  { side: 'selling', soldDaysAgo: null, receivedAfter: null, paidAfter: null },
  { side: 'selling', soldDaysAgo: null, receivedAfter: null, paidAfter: null },
]

const seedFor = (engine: Engine, dealerId: number): TitleRecord[] => {
  const { world } = engine
  const rng = createRng((world.seed * 83 + dealerId) >>> 0)
  const t0 = Math.floor(world.createdAt / 1000) * 1000
  const others = [...world.dealerships.values()].filter((d) => d.id !== dealerId)
  const titles: TitleRecord[] = PLAN.map((plan, i) => {
    const { vehicle, value } = generateVehicle(rng)
    const soldAt = plan.soldDaysAgo === null ? null : t0 - plan.soldDaysAgo * DAY - rng.int(1, 600) * 60_000
    return {
      id: dealerId * 1000 + i + 1,
      auctionId: 800_000 + dealerId * 100 + i,
      dealerId,
      side: plan.side,
      vehicle,
      counterparty: soldAt === null ? null : (rng.pick(others)?.name ?? null),
      salePrice: soldAt === null ? null : Math.round(value / 100) * 100,
      soldAt,
      receivedAt:
        soldAt === null ? t0 - 5 * DAY : plan.receivedAfter === null ? null : soldAt + plan.receivedAfter * DAY,
      paidAt: soldAt === null || plan.paidAfter === null ? null : soldAt + plan.paidAfter * DAY,
      problem: plan.problem ?? null,
    }
  })
  /** A capital-financed purchase's title waits for its capital invoice: paying the invoice sends the title. */
  for (const invoice of capitalState(engine).invoices.values()) {
    if (invoice.dealerId !== dealerId) continue
    titles.push({
      id: dealerId * 1000 + titles.length + 1,
      auctionId: invoice.auctionId,
      dealerId,
      side: 'buying',
      vehicle: invoice.vehicle,
      counterparty: rng.pick(others)?.name ?? null,
      salePrice: invoice.vehicleAmount,
      soldAt: invoice.createdAt,
      receivedAt: invoice.createdAt + DAY,
      paidAt: null,
      problem: null,
    })
  }
  return titles
}

/** The titles area: each dealership's titles, seeded on first read. */
export const titlesState = (engine: Engine) =>
  areaState(engine, 'titles', () => ({ byDealer: new Map<number, TitleRecord[]>() }))

export const titlesOf = (engine: Engine, dealerId: number): TitleRecord[] => {
  const { byDealer } = titlesState(engine)
  const known = byDealer.get(dealerId)
  if (known) return known
  const made = seedFor(engine, dealerId)
  byDealer.set(dealerId, made)
  return made
}

export const inTitleList = (state: TitleState, list: TitleListName): boolean =>
  list === 'open'
    ? state.list === 'urgent' || state.list === 'due_soon' || state.list === 'recently_sold'
    : state.list === list
