import { createPortId } from '../../ports/portId'
import { formatUsd } from '../../rules/money'

/**
 * A transport promotion (marketplace §7 Transport "promotions (response data.content)"; its fields are our design,
 * ADR 0038): whole dollars off each vehicle of an order of at least `minVehicles`, for one service type or any.
 */
export interface TransportPromotion {
  readonly id: string
  readonly title: string
  readonly description: string
  readonly discountPerVehicle: number
  readonly minVehicles: number
  /** null: every service type. */
  readonly serviceType: string | null
  readonly code: string | null
  /** Epoch ms. */
  readonly startsAt: number
  /** Epoch ms. */
  readonly endsAt: number
}

/** How long a read of the promotions stays fresh (our design, ADR 0038; the spec gives no cache time). */
export const PROMOTIONS_FRESH_MS = 5 * 60_000

/** The promotions running now for the dealer's dealerships (GET transportation/promotions). */
export interface TransportPromotions {
  running(): Promise<readonly TransportPromotion[]>
}
export const TransportPromotions = createPortId<TransportPromotions>('transport-promotions')

/** An order as far as a promotion cares: how many vehicles, which service type. */
export interface PromotionOrder {
  readonly vehicles: number
  readonly serviceType: string
}

/** Who a promotion is for, in a dealer's words: "$40 off each vehicle · standard · 5 or more vehicles". */
export const promotionTerms = (p: TransportPromotion): string =>
  [
    `${formatUsd(p.discountPerVehicle)} off each vehicle`,
    p.serviceType === null ? 'any service type' : `${p.serviceType} only`,
    p.minVehicles > 1 ? `${p.minVehicles} or more vehicles` : 'any number of vehicles',
  ].join(' · ')

const vehiclesText = (n: number) => `${n} vehicle${n === 1 ? '' : 's'}`

/**
 * Whether the order qualifies: null when it does, else what is missing ("Add 3 more vehicles to qualify.",
 * "Choose enclosed service to qualify."). An order with no vehicles yet qualifies for nothing.
 */
export const promotionShortfall = (p: TransportPromotion, order: PromotionOrder): string | null => {
  const missing = Math.max(1, p.minVehicles) - order.vehicles
  if (order.vehicles === 0) return `Add ${vehiclesText(missing)} to qualify.`
  if (missing > 0) return `Add ${missing} more ${missing === 1 ? 'vehicle' : 'vehicles'} to qualify.`
  if (p.serviceType !== null && p.serviceType !== order.serviceType)
    return `Choose ${p.serviceType} service to qualify.`
  return null
}

/** What the promotion takes off the order when it qualifies, else 0. */
export const promotionSaving = (p: TransportPromotion, order: PromotionOrder): number =>
  promotionShortfall(p, order) === null ? p.discountPerVehicle * order.vehicles : 0
