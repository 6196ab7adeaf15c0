export type { RewardsScreenProps } from './RewardsScreen'
export { RewardsScreen } from './RewardsScreen'
