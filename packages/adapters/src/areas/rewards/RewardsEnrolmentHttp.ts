import { type DealerId, dealerId } from '@gavel/domain'
import type { Enrolment, RewardsEnrolment } from '@gavel/domain/areas/rewards'
import type { LoyaltyClient } from '@gavel/sdk'
import { callGateway } from '../../support/toDomainError'
import { decodeOptInStatus } from '../../wire/loyaltyWire'

/** Joining the rewards program (marketplace §7 POST /api/loyalty/v2/opt-in {dealer_ids}); the answer is the status. */
export class RewardsEnrolmentHttp implements RewardsEnrolment {
  constructor(private readonly client: LoyaltyClient) {}

  async optIn(dealerIds: readonly DealerId[]): Promise<readonly Enrolment[]> {
    const { data } = await callGateway(
      () => this.client.POST('/api/loyalty/v2/opt-in', { body: { dealer_ids: [...dealerIds] } }),
      { action: true },
    )
    return decodeOptInStatus(data).map((s) => ({
      dealerId: dealerId(s.dealerId),
      enrolledToRewards: s.enroll,
      rewardPoints: s.enroll ? s.rewardPoints : null,
      tier: s.enroll ? s.tier : null,
    }))
  }
}
