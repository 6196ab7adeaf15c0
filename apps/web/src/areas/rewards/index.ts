import { rewardsArea } from '@gavel/adapters/areas/rewards'
import { LoyaltySignupScreen } from '@gavel/ui/areas/rewards'
import type { AreaEntry } from '../AreaEntry'
import { RewardsRoute } from './RewardsRoute'

/** The dealer rewards program page and its opt-in port. */
export const entry: AreaEntry = {
  area: rewardsArea,
  screens: { rewards: RewardsRoute, loyaltySignup: LoyaltySignupScreen },
}
