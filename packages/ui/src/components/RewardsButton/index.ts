export { DealerRewardsButton } from './DealerRewardsButton'
export { RewardsButton } from './RewardsButton'
