/** The rewards area (marketplace §3, §4, §5, §7 Loyalty; ADR 0028): the program page and joining it. */
export type { Enrolment } from './RewardsEnrolment'
export { RewardsEnrolment } from './RewardsEnrolment'
export type { TierProgress } from './rewardsProgram'
export {
  applyEnrolments,
  eligibleDealers,
  REWARD_TIERS,
  REWARDS_DENIED_HELP,
  REWARDS_SUPPORT_EMAIL,
  tierProgress,
} from './rewardsProgram'
