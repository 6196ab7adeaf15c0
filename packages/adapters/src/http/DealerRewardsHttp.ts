import type { DealerLoyalty, DealerRewards, Dealership } from '@gavel/domain'
import { checksLoyaltyEligibility } from '@gavel/domain'
import type { LoyaltyClient } from '@gavel/sdk'
import { callGateway } from '../support/toDomainError'
import { decodeEligibility, decodeOptInStatus, decodeSingleEligibility, toDealerLoyalty } from '../wire/loyaltyWire'

/**
 * The dealer rewards program (marketplace §4, §7 Loyalty): eligibility of every dealership of the user and their
 * enrolment, read together. Nothing is asked when none of the dealerships is of a rewards type (marketplace §4:
 * "eligibility is checked only for independent or certified independent dealership types"). A user of one
 * dealership is checked with v1 (GET eligibility/{dealerId}), a user of several with v2 (ADR 0028).
 */
export class DealerRewardsHttp implements DealerRewards {
  constructor(private readonly client: LoyaltyClient) {}

  async statusOf(dealerships: readonly Pick<Dealership, 'id' | 'name' | 'type'>[]): Promise<readonly DealerLoyalty[]> {
    if (!dealerships.some(checksLoyaltyEligibility)) return toDealerLoyalty(dealerships, [], [])
    const [eligibility, status] = await Promise.all([
      this.eligibility(dealerships),
      callGateway(() => this.client.GET('/api/loyalty/v2/opt-in/status')),
    ])
    const eligible = eligibility.filter((e) =>
      dealerships.some((d) => d.id === e.dealerId && checksLoyaltyEligibility(d)),
    )
    return toDealerLoyalty(dealerships, eligible, decodeOptInStatus(status.data))
  }

  private async eligibility(dealerships: readonly Pick<Dealership, 'id'>[]) {
    const only = dealerships.length === 1 ? dealerships[0] : undefined
    if (only === undefined) {
      return decodeEligibility((await callGateway(() => this.client.GET('/api/loyalty/v2/eligibility'))).data)
    }
    const one = await callGateway(() =>
      this.client.GET('/api/loyalty/eligibility/{dealerId}', { params: { path: { dealerId: only.id } } }),
    )
    return [{ dealerId: only.id, eligible: decodeSingleEligibility(one.data).eligible }]
  }
}
