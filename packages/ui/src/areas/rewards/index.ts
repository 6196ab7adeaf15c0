/** The rewards area (ADR 0028): /rewards. */

export { LoyaltySignupScreen, LoyaltySignupTexts } from './LoyaltySignupScreen'
export type { RewardsScreenProps } from './RewardsScreen'
export { RewardsScreen } from './RewardsScreen'
