import type { AuctionId, DealerId, Dollars } from '../../model/ids'
import { createPortId } from '../../ports/portId'
import type { FeeEligibility, FeeRangeCheck, FeeTier } from './model'

export interface AuctionFee {
  readonly auctionId: AuctionId
  readonly vehicleAmount: Dollars
  readonly fee: Dollars
  readonly total: Dollars
}

/**
 * What financing costs a dealership (marketplace §7 Capital service: fee/dealer/{id},
 * fee/out-of-range/dealer/{id}/amount/{amount}, fee/eligibility/dealer/{id}, invoice/fee/{id}?dealer_id).
 * Rejects with NotFound (no account) or the usual read errors.
 */
export interface CapitalFees {
  schedule(dealerId: DealerId): Promise<readonly FeeTier[]>
  checkAmount(dealerId: DealerId, amount: Dollars): Promise<FeeRangeCheck>
  eligibility(dealerId: DealerId): Promise<FeeEligibility>
  auctionFee(auctionId: AuctionId, dealerId: DealerId): Promise<AuctionFee>
}
export const CapitalFees = createPortId<CapitalFees>('capital-fees')
