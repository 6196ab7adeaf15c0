import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { dealerId } from '../../model/ids'
import type { DealerLoyalty } from '../../model/loyalty'
import { applyEnrolments, eligibleDealers, REWARD_TIERS, tierProgress } from './rewardsProgram'

const dealer = (id: number, over: Partial<DealerLoyalty> = {}): DealerLoyalty => ({
  dealerId: dealerId(id),
  dealerName: `Dealer ${id}`,
  eligible: true,
  enrolledToRewards: false,
  rewardPoints: null,
  tier: null,
  ...over,
})

describe('rewards program (marketplace §4, §7 Loyalty)', () => {
  it('enrols the dealers the opt-in answered for, at once, and leaves the others', () => {
    const next = applyEnrolments(
      [dealer(1), dealer(2)],
      [{ dealerId: dealerId(1), enrolledToRewards: true, rewardPoints: 0, tier: 'bronze' }],
    )
    expect(next[0]).toMatchObject({ enrolledToRewards: true, rewardPoints: 0, tier: 'bronze' })
    expect(next[1]).toEqual(dealer(2))
  })
  it('shows only eligible dealers', () => {
    expect(eligibleDealers([dealer(1), dealer(2, { eligible: false })]).map((d) => d.dealerId)).toEqual([1])
  })
  it('places points on the tier ladder', () => {
    expect(tierProgress(0)).toEqual({ tier: 'bronze', nextTier: 'silver', pointsToNext: 1_000, fraction: 0 })
    expect(tierProgress(1_250)).toMatchObject({ tier: 'silver', nextTier: 'gold', pointsToNext: 3_750 })
    expect(tierProgress(20_000)).toEqual({ tier: 'platinum', nextTier: null, pointsToNext: 0, fraction: 1 })
    expect(tierProgress(Number.NaN)).toMatchObject({ tier: 'bronze', pointsToNext: 1_000 })
  })
  it('never leaves a fraction outside 0..1 and reaches the next tier exactly at its start', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 50_000 }), (points) => {
        const p = tierProgress(points)
        expect(p.fraction).toBeGreaterThanOrEqual(0)
        expect(p.fraction).toBeLessThanOrEqual(1)
        const next = REWARD_TIERS.find((t) => t.tier === p.nextTier)
        if (next) expect(Math.max(0, points) + p.pointsToNext).toBe(next.from)
      }),
    )
  })
})
