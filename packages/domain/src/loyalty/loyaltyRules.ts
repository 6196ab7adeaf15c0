import type { DealerLoyalty } from '../model/loyalty'
import type { Dealership } from '../model/user'
import { DealershipTypes } from '../values/dealershipTypes'

/**
 * Loyalty (marketplace §4): eligibility is checked only for independent or certified independent dealership
 * types; a failed check sets not eligible; the rewards button shows when the dealer is eligible.
 */
export const checksLoyaltyEligibility = (dealership: Pick<Dealership, 'type'>): boolean =>
  dealership.type === DealershipTypes.independent || dealership.type === DealershipTypes.acvCertifiedIndependent

/** The eligibility a check result gives: a failed check (an error) is not eligible (marketplace §4). */
export const eligibilityFrom = (result: { readonly eligible: boolean } | Error): boolean =>
  result instanceof Error ? false : result.eligible

/** The rewards button shows when the dealer is eligible (marketplace §4). */
export const showsRewardsButton = (loyalty: Pick<DealerLoyalty, 'eligible'> | null): boolean =>
  loyalty?.eligible === true

/** The dealers to opt in: eligible and not yet enrolled (marketplace §7 POST opt-in {dealer_ids}). */
export const dealersToOptIn = (dealers: readonly DealerLoyalty[]): readonly DealerLoyalty['dealerId'][] =>
  dealers.filter((d) => d.eligible && !d.enrolledToRewards).map((d) => d.dealerId)
