import type { DealerLoyalty } from '../../model/loyalty'
import type { Enrolment } from './RewardsEnrolment'

/** Where a dealer refused the program writes (marketplace §5 "email the rewards support address"; our address). */
export const REWARDS_SUPPORT_EMAIL = 'rewards@gavel.com'

/** The rewards denied dialog's body before the address (marketplace §5; the title is Messages.rewardsDenied). */
export const REWARDS_DENIED_HELP = 'If you think your dealership should qualify, email the rewards support team at'

/**
 * The tiers and the points each starts at (our design: the spec names points and a tier, not the ladder). The
 * sandbox's tiers are bronze, silver, gold and platinum.
 */
export const REWARD_TIERS = [
  { tier: 'bronze', from: 0 },
  { tier: 'silver', from: 1_000 },
  { tier: 'gold', from: 5_000 },
  { tier: 'platinum', from: 15_000 },
] as const

export interface TierProgress {
  readonly tier: string
  /** null at the top tier. */
  readonly nextTier: string | null
  readonly pointsToNext: number
  /** 0 to 1 of the way from this tier's start to the next one's. */
  readonly fraction: number
}

/** The progress card (loyalty progress card flag): how far the dealer is from the next tier. */
export const tierProgress = (points: number): TierProgress => {
  const safe = Number.isFinite(points) && points > 0 ? Math.floor(points) : 0
  let index = 0
  REWARD_TIERS.forEach((t, i) => {
    if (safe >= t.from) index = i
  })
  const current = REWARD_TIERS[index] ?? REWARD_TIERS[0]
  const next = REWARD_TIERS[index + 1]
  if (next === undefined) return { tier: current.tier, nextTier: null, pointsToNext: 0, fraction: 1 }
  return {
    tier: current.tier,
    nextTier: next.tier,
    pointsToNext: next.from - safe,
    fraction: (safe - current.from) / (next.from - current.from),
  }
}

/** The dealers after an opt-in: each enrolment the server answered replaces that dealer's enrolment at once. */
export const applyEnrolments = (
  dealers: readonly DealerLoyalty[],
  enrolments: readonly Enrolment[],
): readonly DealerLoyalty[] =>
  dealers.map((d) => {
    const e = enrolments.find((x) => x.dealerId === d.dealerId)
    if (e === undefined) return d
    return e.enrolledToRewards
      ? { ...d, enrolledToRewards: true, rewardPoints: e.rewardPoints, tier: e.tier }
      : { ...d, enrolledToRewards: false, rewardPoints: null, tier: null }
  })

/** The rewards page shows the program to eligible dealers only; the rest get the denied dialog (marketplace §5). */
export const eligibleDealers = (dealers: readonly DealerLoyalty[]): readonly DealerLoyalty[] =>
  dealers.filter((d) => d.eligible)
