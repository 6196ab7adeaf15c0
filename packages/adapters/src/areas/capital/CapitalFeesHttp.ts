import type { AuctionId, DealerId, Dollars } from '@gavel/domain'
import type { AuctionFee, CapitalFees, FeeEligibility, FeeRangeCheck, FeeTier } from '@gavel/domain/areas/capital'
import type { CapitalClient } from '@gavel/sdk'
import { callGateway } from '../../support/toDomainError'
import { toAuctionFee, toEligibility, toFeeRange, toFeeTiers } from './capitalPortalWire'

/** What financing costs a dealership, over the capital gateway (marketplace §7 fee calls). */
export class CapitalFeesHttp implements CapitalFees {
  constructor(private readonly client: CapitalClient) {}

  async schedule(dealerId: DealerId): Promise<readonly FeeTier[]> {
    const { data } = await callGateway(() =>
      this.client.GET('/fee/dealer/{id}', { params: { path: { id: dealerId } } }),
    )
    return toFeeTiers(data)
  }

  async checkAmount(dealerId: DealerId, amount: Dollars): Promise<FeeRangeCheck> {
    const { data } = await callGateway(() =>
      this.client.GET('/fee/out-of-range/dealer/{id}/amount/{amount}', { params: { path: { id: dealerId, amount } } }),
    )
    return toFeeRange(data)
  }

  async eligibility(dealerId: DealerId): Promise<FeeEligibility> {
    const { data } = await callGateway(() =>
      this.client.GET('/fee/eligibility/dealer/{id}', { params: { path: { id: dealerId } } }),
    )
    return toEligibility(data)
  }

  async auctionFee(auctionId: AuctionId, dealerId: DealerId): Promise<AuctionFee> {
    const { data } = await callGateway(() =>
      this.client.GET('/invoice/fee/{id}', { params: { path: { id: auctionId }, query: { dealer_id: dealerId } } }),
    )
    return toAuctionFee(data)
  }
}
