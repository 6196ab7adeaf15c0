import { describe, expect, it } from 'vitest'
import { formatSellThrough, formatTrend } from './marketReport'

describe('market report texts (ADR 0043)', () => {
  it('signs the trend and shows a dash without one', () => {
    expect(formatTrend(4.5)).toBe('+4.5%')
    expect(formatTrend(-3)).toBe('−3.0%')
    expect(formatTrend(0)).toBe('0.0%')
    expect(formatTrend(null)).toBe('—')
  })
  it('shows sell-through as a whole percent', () => {
    expect(formatSellThrough(0.667)).toBe('67%')
    expect(formatSellThrough(1)).toBe('100%')
  })
})
