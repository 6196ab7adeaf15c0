import type { DealerId, Dollars } from '../../model/ids'
import { createPortId } from '../../ports/portId'

/** The windows the performance page offers, in days (contracts/openapi/myaccount.yaml). */
export const PERFORMANCE_WINDOWS = [30, 90, 365] as const
export type PerformanceWindow = (typeof PERFORMANCE_WINDOWS)[number]

/** A dealership's selling over a window (GET seller_performance_metrics/{id}). */
export interface SellerPerformance {
  readonly dealerId: DealerId
  readonly days: number
  readonly launched: number
  readonly sold: number
  readonly unsold: number
  readonly inNegotiation: number
  /** 0 to 1. */
  readonly sellThroughRate: number
  readonly averageSalePrice: Dollars | null
  readonly averageBidCount: number
  readonly averageViews: number
}

export interface SellerPerformanceSource {
  metrics(dealerId: DealerId, days: PerformanceWindow): Promise<SellerPerformance>
}
export const SellerPerformanceSource = createPortId<SellerPerformanceSource>('seller-performance')

/** The shares of sold, in negotiation and unsold among launched auctions (0 to 1 each; all 0 without launches). */
export const outcomeShares = (p: Pick<SellerPerformance, 'launched' | 'sold' | 'unsold' | 'inNegotiation'>) => {
  const total = p.sold + p.unsold + p.inNegotiation
  if (total === 0) return { sold: 0, inNegotiation: 0, unsold: 0 }
  return { sold: p.sold / total, inNegotiation: p.inNegotiation / total, unsold: p.unsold / total }
}
