/** Landed-cost bidding (ADR 0029, ADR 0028). */

export { LandedCostSources } from './LandedCostSources'
export type { FeeTier, LandedCost, LandedCostInputs, Term } from './landedCost'
export { CAPITAL_CARRY_DAYS, capProxyMax, feeFromSchedule, landedCostAt, maxBidForTarget } from './landedCost'
