import { describe, expect, it } from 'vitest'
import { dealerId } from '../model/ids'
import { checksLoyaltyEligibility, dealersToOptIn, eligibilityFrom, showsRewardsButton } from './loyaltyRules'

describe('loyalty (marketplace §4)', () => {
  it('checks eligibility for independent and certified independent dealerships only', () => {
    expect([1, 2, 3, 4, 5].map((type) => checksLoyaltyEligibility({ type: type as 1 }))).toEqual([
      false,
      true,
      false,
      true,
      false,
    ])
  })
  it('a failed check sets not eligible', () => {
    expect(eligibilityFrom(new Error('503'))).toBe(false)
    expect(eligibilityFrom({ eligible: true })).toBe(true)
    expect(eligibilityFrom({ eligible: false })).toBe(false)
  })
  it('shows the rewards button for an eligible dealer', () => {
    expect(showsRewardsButton({ eligible: true })).toBe(true)
    expect(showsRewardsButton({ eligible: false })).toBe(false)
    expect(showsRewardsButton(null)).toBe(false)
  })
  it('opts in eligible dealers not yet enrolled', () => {
    const dealer = (id: number, eligible: boolean, enrolledToRewards: boolean) => ({
      dealerId: dealerId(id),
      eligible,
      dealerName: `D${id}`,
      enrolledToRewards,
      rewardPoints: null,
      tier: null,
    })
    expect(dealersToOptIn([dealer(1, true, false), dealer(2, true, true), dealer(3, false, false)])).toEqual([1])
  })
})
