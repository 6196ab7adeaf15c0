import type { Engine } from '../engine/createEngine'
import { areaState } from './areaState'
import type { ServiceType } from './transport'

/** A transport promotion (ADR 0038), in the sandbox's own shape (epoch ms). */
export interface TransportPromotion {
  readonly id: string
  readonly title: string
  readonly description: string
  readonly discountPerVehicle: number
  readonly minVehicles: number
  readonly serviceType: ServiceType | null
  readonly code: string | null
  readonly startsAt: number
  readonly endsAt: number
  /** The dealerships it is offered to. */
  readonly dealerIds: readonly number[]
}

const DAY = 86_400_000

/**
 * The dealerships that have ordered transport before (those with seeded jobs) and logistics@'s get the
 * promotions; a dealership that never ordered gets none. One promotion has ended and one has not started, so
 * the time window is exercised as the engine's clock runs.
 */
const REPEAT_CUSTOMERS: readonly number[] = [101, 103, 106, 110, 112]

const seed = (engine: Engine): TransportPromotion[] => {
  const t0 = Math.floor(engine.world.createdAt / DAY) * DAY
  const all = REPEAT_CUSTOMERS
  return [
    {
      id: 'promo-fleet-5',
      title: 'Fleet move: $40 off each vehicle',
      description: 'Order standard transport for 5 or more vehicles at once and save $40 on every vehicle.',
      discountPerVehicle: 40,
      minVehicles: 5,
      serviceType: 'standard',
      code: 'FLEET40',
      startsAt: t0 - 10 * DAY,
      endsAt: t0 + 20 * DAY,
      dealerIds: all,
    },
    {
      id: 'promo-enclosed',
      title: 'Enclosed for less',
      description: 'Enclosed transport costs $75 less per vehicle this week, for any number of vehicles.',
      discountPerVehicle: 75,
      minVehicles: 1,
      serviceType: 'enclosed',
      code: null,
      startsAt: t0 - 2 * DAY,
      endsAt: t0 + 5 * DAY,
      dealerIds: all,
    },
    {
      id: 'promo-first-expedited',
      title: 'Expedited, $25 off',
      description: 'Expedited transport on any order: $25 off each vehicle.',
      discountPerVehicle: 25,
      minVehicles: 1,
      serviceType: 'expedited',
      code: 'RUSH25',
      startsAt: t0 - 30 * DAY,
      endsAt: t0 - 1 * DAY,
      dealerIds: all,
    },
    {
      id: 'promo-spring',
      title: 'Spring lot refresh',
      description: 'Any service type, 3 or more vehicles: $30 off each vehicle.',
      discountPerVehicle: 30,
      minVehicles: 3,
      serviceType: null,
      code: 'SPRING30',
      startsAt: t0 + 40 * DAY,
      endsAt: t0 + 70 * DAY,
      dealerIds: all,
    },
  ]
}

/** The transport promotions area. */
export const transportPromotionsState = (engine: Engine) =>
  areaState(engine, 'transportPromotions', () => ({ promotions: seed(engine) }))

/** The promotions running at `now` for any of the dealerships, soonest ending first. */
export const runningPromotions = (
  engine: Engine,
  dealerIds: readonly number[],
  now: number,
): readonly TransportPromotion[] =>
  transportPromotionsState(engine)
    .promotions.filter((p) => p.startsAt <= now && now < p.endsAt)
    .filter((p) => p.dealerIds.some((id) => dealerIds.includes(id)))
    .sort((a, b) => a.endsAt - b.endsAt || a.id.localeCompare(b.id))
