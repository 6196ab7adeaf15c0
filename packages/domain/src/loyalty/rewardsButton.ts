import type { DealerId } from '../model/ids'
import type { DealerLoyalty } from '../model/loyalty'

/** What the rewards button shows (shell §2.1): fed to `rewardsButtonText`. */
export interface RewardsButtonState {
  readonly enrolled: boolean
  readonly points: number | null
}

/**
 * The rewards button of shell §2.1 and marketplace §4: shown when a dealer is eligible (null otherwise). It speaks
 * for the user's default dealership when that one is eligible, else for the first eligible one (our design: the
 * spec names one button for a user of several dealerships).
 */
export const rewardsButtonFor = (
  dealers: readonly DealerLoyalty[],
  defaultDealerId: DealerId | null,
): RewardsButtonState | null => {
  const eligible = dealers.filter((d) => d.eligible)
  const chosen = eligible.find((d) => d.dealerId === defaultDealerId) ?? eligible[0]
  if (chosen === undefined) return null
  return { enrolled: chosen.enrolledToRewards, points: chosen.enrolledToRewards ? chosen.rewardPoints : null }
}
