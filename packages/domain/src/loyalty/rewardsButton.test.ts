import { describe, expect, it } from 'vitest'
import { dealerId } from '../model/ids'
import type { DealerLoyalty } from '../model/loyalty'
import { rewardsButtonText } from '../shell/rewardsText'
import { rewardsButtonFor } from './rewardsButton'

const dealer = (id: number, over: Partial<DealerLoyalty> = {}): DealerLoyalty => ({
  dealerId: dealerId(id),
  eligible: true,
  dealerName: `Dealer ${id}`,
  enrolledToRewards: false,
  rewardPoints: null,
  tier: null,
  ...over,
})

describe('rewards button (shell §2.1, marketplace §4)', () => {
  it('is hidden when no dealer is eligible', () => {
    expect(rewardsButtonFor([], null)).toBeNull()
    expect(rewardsButtonFor([dealer(1, { eligible: false })], dealerId(1))).toBeNull()
  })
  it('invites an eligible dealer that is not enrolled', () => {
    expect(rewardsButtonText(rewardsButtonFor([dealer(1)], dealerId(1))!)).toBe('Dealer Rewards Program')
  })
  it('shows the points of an enrolled dealer, or that they are updating', () => {
    const enrolled = dealer(1, { enrolledToRewards: true, rewardPoints: 1250 })
    expect(rewardsButtonText(rewardsButtonFor([enrolled], dealerId(1))!)).toBe('1,250 pts.')
    const updating = dealer(1, { enrolledToRewards: true, rewardPoints: null })
    expect(rewardsButtonText(rewardsButtonFor([updating], dealerId(1))!)).toBe('-- pts. (updating)')
  })
  it('speaks for the default dealership when eligible, else the first eligible one', () => {
    const dealers = [dealer(1), dealer(2, { enrolledToRewards: true, rewardPoints: 5 }), dealer(3, { eligible: false })]
    expect(rewardsButtonFor(dealers, dealerId(2))).toEqual({ enrolled: true, points: 5 })
    expect(rewardsButtonFor(dealers, dealerId(3))).toEqual({ enrolled: false, points: null })
  })
})
