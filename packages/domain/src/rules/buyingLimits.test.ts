import { describe, expect, it } from 'vitest'
import type { BuyingLimits } from '../model/buyingLimits'
import { dollars } from '../model/ids'
import { limitBreach, limitHint } from './buyingLimits'

const limits = (maxBid: number | null, dailySpend: number | null, spentToday = 0): BuyingLimits => ({
  dealerId: null,
  maxBid: maxBid === null ? null : dollars(maxBid),
  dailySpend: dailySpend === null ? null : dollars(dailySpend),
  spentToday: dollars(spentToday),
})

describe('team buying limits (ADR 0025)', () => {
  it('says nothing when no limit is set (none by default)', () => {
    expect(limitHint(limits(null, null), 99_000)).toBeNull()
    expect(limitHint(null, 99_000)).toBeNull()
  })
  it('names the limits while the amount is within them', () => {
    expect(limitHint(limits(10_000, 50_000, 12_000), 9_500)).toBe(
      'Your team buying limits: $10,000 a bid, $50,000 a day ($12,000 committed today). Bids above them go to your admin for approval.',
    )
    expect(limitBreach(limits(10_000, null), 10_000)).toBeNull()
  })
  it('gives the reason a bid above the single-bid limit goes to an admin', () => {
    expect(limitBreach(limits(10_000, null), 10_001)).toEqual({ kind: 'single_bid', limit: 10_000 })
    expect(limitHint(limits(10_000, null), 12_500)).toBe(
      '$12,500 is above your $10,000 single-bid limit: the bid will go to your admin for approval.',
    )
  })
  it('counts what was committed today against the daily limit', () => {
    expect(limitBreach(limits(null, 50_000, 45_000), 5_000)).toBeNull()
    expect(limitBreach(limits(null, 50_000, 45_000), 5_001)).toEqual({ kind: 'daily_spend', limit: 50_000 })
    expect(limitHint(limits(null, 50_000, 45_000), 6_000)).toBe(
      '$6,000 would pass your $50,000 daily limit ($45,000 committed today): the bid will go to your admin for approval.',
    )
  })
})
