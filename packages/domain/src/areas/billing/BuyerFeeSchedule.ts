import type { DealerId, Dollars } from '../../model/ids'
import { createPortId } from '../../ports/portId'

/** One range of hammer prices and its buy fee; `maxPrice` null is the open top tier. */
export interface BuyerFeeTier {
  readonly minPrice: Dollars
  readonly maxPrice: Dollars | null
  readonly fee: Dollars
}

/**
 * The buy fee schedule of the fee schedule page (shell §2.4 /myacv/fee-schedule; the call is ADR 0028's
 * GET fee-schedule/buyer). Rejects with SessionExpired, ServiceUnavailable, MalformedResponse or RequestCanceled.
 */
export interface BuyerFeeSchedule {
  tiers(dealerId: DealerId): Promise<readonly BuyerFeeTier[]>
}
export const BuyerFeeSchedule = createPortId<BuyerFeeSchedule>('buyer-fee-schedule')
