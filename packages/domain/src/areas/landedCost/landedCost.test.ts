import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { capProxyMax, type FeeTier, type LandedCostInputs, landedCostAt, maxBidForTarget } from './landedCost'

const buyerFees: FeeTier[] = [
  { min: 0, max: 9_999, fee: 250 },
  { min: 10_000, max: 24_999, fee: 375 },
  { min: 25_000, max: null, fee: 495 },
]
const capitalTiers: FeeTier[] = [
  { min: 1_000, max: 4_999, fee: 99 },
  { min: 5_000, max: 14_999, fee: 149 },
  { min: 15_000, max: 29_999, fee: 199 },
  { min: 30_000, max: 75_000, fee: 299 },
]
const full: LandedCostInputs = {
  buyerFees,
  transport: { price: 480, deliveryZip: '60614' },
  capital: { tiers: capitalTiers },
}

describe('landed cost (ADR 0029, ADR 0028)', () => {
  it('adds the buy fee, the transport quote and 30 days of capital, each with its source', () => {
    const cost = landedCostAt(12_000, full)
    expect(cost.buyerFee).toEqual({ kind: 'known', amount: 375, source: 'Buy fee, from your fee schedule' })
    expect(cost.transport).toEqual({ kind: 'known', amount: 480, source: 'Transport quote to 60614' })
    expect(cost.capitalCarry).toEqual({ kind: 'known', amount: 149, source: 'Capital fee for 30 days' })
    expect(cost.total).toBe(12_000 + 375 + 480 + 149)
    expect(cost.complete).toBe(true)
  })
  it('leaves capital out when capital does not pay', () => {
    const cost = landedCostAt(12_000, { buyerFees, transport: full.transport })
    expect(cost.capitalCarry).toBeNull()
    expect(cost.total).toBe(12_855)
  })
  it('says a missing quote is missing instead of guessing, and the total counts only what is known', () => {
    const cost = landedCostAt(12_000, { ...full, transport: null })
    expect(cost.transport).toEqual({
      kind: 'missing',
      source: 'Transport quote',
      why: 'No transport quote is available for this vehicle.',
    })
    expect(cost.complete).toBe(false)
    expect(cost.total).toBe(12_000 + 375 + 149)
    expect(maxBidForTarget(20_000, 0, { ...full, transport: null })).toBeNull()
  })
  it('reads an empty or NaN amount as 0', () => {
    expect(landedCostAt(Number.NaN, full).hammer).toBe(0)
  })
  it('finds the most to bid for a target', () => {
    const max = maxBidForTarget(13_004, 5_000, full)
    expect(max).toBe(12_000)
    expect(maxBidForTarget(100, 5_000, full)).toBeNull()
    expect(capProxyMax(15_000, 12_000)).toBe(12_000)
    expect(capProxyMax(11_000, 12_000)).toBe(11_000)
    expect(capProxyMax(11_000, null)).toBe(11_000)
  })
  it('never rises when the hammer price falls, while every term is known (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 80_000 }), fc.integer({ min: 0, max: 5_000 }), (a, step) => {
        const lower = landedCostAt(a, full)
        const higher = landedCostAt(a + step, full)
        // Past the capital schedule's top the carry is missing and the total is only "at least" (a lower bound).
        fc.pre(lower.complete && higher.complete)
        expect(lower.total).toBeLessThanOrEqual(higher.total)
      }),
    )
  })
  it('past the top of the capital schedule the cost is only a lower bound, not a smaller cost', () => {
    const past = landedCostAt(74_506, full)
    expect(past.complete).toBe(false)
    expect(past.capitalCarry).toEqual({
      kind: 'missing',
      source: 'Capital fee for 30 days',
      why: 'This amount is outside your capital fee schedule.',
    })
    expect(landedCostAt(74_000, full).complete).toBe(true)
    expect(maxBidForTarget(90_000, 70_000, full)).toBeLessThan(74_506)
  })
  it('the most to bid fits the target and a dollar more does not (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000, max: 70_000 }), fc.integer({ min: 0, max: 20_000 }), (target, floor) => {
        const max = maxBidForTarget(target, floor, full)
        if (max === null) {
          const atFloor = landedCostAt(floor, full)
          expect(!atFloor.complete || atFloor.total > target).toBe(true)
          return
        }
        expect(max).toBeGreaterThanOrEqual(floor)
        const at = landedCostAt(max, full)
        expect(at.complete && at.total <= target).toBe(true)
        const above = landedCostAt(max + 1, full)
        expect(!above.complete || above.total > target).toBe(true)
      }),
    )
  })
})
