/** Landed-cost bidding (ADR 0028): the bid panel's landed cost and target. */
export type { LandedCostProps } from './LandedCost'
export { LandedCost } from './LandedCost'
