import type { DealerId } from '../../model/ids'
import type { DealerLoyalty } from '../../model/loyalty'
import { createPortId } from '../../ports/portId'

/** A dealership's enrolment after an opt-in (marketplace §7 opt-in status: {dealerId, enroll, rewardPoints, tier}). */
export type Enrolment = Pick<DealerLoyalty, 'dealerId' | 'enrolledToRewards' | 'rewardPoints' | 'tier'>

/**
 * Joining the dealer rewards program (marketplace §7 POST /api/loyalty/v2/opt-in {dealer_ids}): enrols the given
 * dealerships and answers the enrolment of every dealership of the user. Not retried (one intent, one call).
 * Rejects with SessionExpired, ServiceUnavailable, MalformedResponse, RequestCanceled or the server's refusal.
 */
export interface RewardsEnrolment {
  optIn(dealerIds: readonly DealerId[]): Promise<readonly Enrolment[]>
}
export const RewardsEnrolment = createPortId<RewardsEnrolment>('rewards-enrolment')
