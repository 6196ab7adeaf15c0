import type { DealerLoyalty, DealerRewards, Dealership } from '@gavel/domain'
import { checksLoyaltyEligibility } from '@gavel/domain'
import type { LoyaltyClient } from '@gavel/sdk'
import { callGateway } from '../support/toDomainError'
import { decodeEligibility, decodeOptInStatus, toDealerLoyalty } from '../wire/loyaltyWire'

/**
 * The dealer rewards program (marketplace §4, §7 Loyalty): eligibility of every dealership of the user and their
 * enrolment, read together. Nothing is asked when none of the dealerships is of a rewards type (marketplace §4:
 * "eligibility is checked only for independent or certified independent dealership types").
 */
export class DealerRewardsHttp implements DealerRewards {
  constructor(private readonly client: LoyaltyClient) {}

  async statusOf(dealerships: readonly Pick<Dealership, 'id' | 'name' | 'type'>[]): Promise<readonly DealerLoyalty[]> {
    if (!dealerships.some(checksLoyaltyEligibility)) return toDealerLoyalty(dealerships, [], [])
    const [eligibility, status] = await Promise.all([
      callGateway(() => this.client.GET('/api/loyalty/v2/eligibility')),
      callGateway(() => this.client.GET('/api/loyalty/v2/opt-in/status')),
    ])
    const eligible = decodeEligibility(eligibility.data).filter((e) =>
      dealerships.some((d) => d.id === e.dealerId && checksLoyaltyEligibility(d)),
    )
    return toDealerLoyalty(dealerships, eligible, decodeOptInStatus(status.data))
  }
}
