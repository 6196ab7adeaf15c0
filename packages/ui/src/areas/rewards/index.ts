/** The rewards area (ADR 0028): /rewards. */
export type { RewardsScreenProps } from './RewardsScreen'
export { RewardsScreen } from './RewardsScreen'
