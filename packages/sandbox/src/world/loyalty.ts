import { areaState } from './areaState'
import type { Dealership, World } from './types'

export type Tier = 'bronze' | 'silver' | 'gold' | 'platinum'

/** One enrolled dealership: points (null while being computed) and tier (marketplace.md 3 Loyalty). */
export interface Enrolment {
  rewardPoints: number | null
  tier: Tier
}

export interface LoyaltyState {
  readonly enrolled: Map<number, Enrolment>
}

/** Rewards are for independent (2) and certified-independent (4) dealerships only (marketplace.md 6). */
export const isEligible = (dealership: Dealership | undefined): boolean =>
  dealership?.active === true && (dealership.type === 2 || dealership.type === 4)

/**
 * The loyalty area. The buyer's independent dealership (101) is enrolled with 1,250 points; Harbor Pre-Owned (107,
 * multi@) is enrolled with its points being computed; rewards@'s certified independent dealership (111) is
 * eligible but not enrolled, so opting in changes its status.
 */
export const loyaltyOf = (engine: { readonly world: World }): LoyaltyState =>
  areaState(engine, 'loyalty', () => ({
    enrolled: new Map<number, Enrolment>([
      [101, { rewardPoints: 1_250, tier: 'silver' }],
      [107, { rewardPoints: null, tier: 'bronze' }],
    ]),
  }))
