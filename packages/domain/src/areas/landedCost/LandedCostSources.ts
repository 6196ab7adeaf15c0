import { createPortId } from '../../ports/portId'
import type { LandedCostInputs } from './landedCost'

/**
 * What landed cost is computed from (ADR 0028): the buyer fee schedule (my-account GET fee-schedule/buyer), the
 * dealership's default delivery ZIP (organization addresses), the transport quote for the auction's vehicle to it
 * (transport GET quote with auction_id) and, when capital pays, the capital fee schedule (capital GET fee/dealer/{id}).
 * Never rejects: a source that cannot be read is null in the answer, so its term shows as missing.
 */
export interface LandedCostSources {
  inputsFor(auctionId: number, dealerId: number, payWithCapital: boolean): Promise<LandedCostInputs>
}
export const LandedCostSources = createPortId<LandedCostSources>('landed-cost-sources')
