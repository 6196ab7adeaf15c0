import type { DealerLoyalty } from '../model/loyalty'
import type { Dealership } from '../model/user'
import { createPortId } from './portId'

/**
 * The dealer rewards program (marketplace §4 Loyalty, §7 Loyalty): eligibility and enrolment of the given
 * dealerships, one DealerLoyalty each, in the order given. A dealership the eligibility check leaves out is not
 * eligible. Rejects with SessionExpired, ServiceUnavailable, MalformedResponse or RequestCanceled; the caller
 * treats a failed check as not eligible (`eligibilityFrom`).
 */
export interface DealerRewards {
  statusOf(dealerships: readonly Pick<Dealership, 'id' | 'name' | 'type'>[]): Promise<readonly DealerLoyalty[]>
}
export const DealerRewards = createPortId<DealerRewards>('dealer-rewards')
