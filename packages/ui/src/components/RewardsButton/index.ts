export { RewardsButton } from './RewardsButton'
