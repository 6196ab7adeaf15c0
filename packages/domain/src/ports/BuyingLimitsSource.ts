import type { BuyingLimits } from '../model/buyingLimits'
import { createPortId } from './portId'

/** The signed-in dealer's team buying limits (ADR 0025; GET buying_limits). */
export interface BuyingLimitsSource {
  mine(): Promise<BuyingLimits>
}
export const BuyingLimitsSource = createPortId<BuyingLimitsSource>('buying-limits-source')
