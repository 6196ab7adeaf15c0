import { MarketReports } from '@gavel/domain/areas/publicPages'
import { describe, expect, it } from 'vitest'
import { sandboxSuite } from '../../testing/sandboxSuite'

const app = sandboxSuite()

describe('MarketReportsHttp against the sandbox (ADR 0043)', () => {
  it('reads the report signed out, by make and by price band, in milliseconds', async () => {
    const report = await app.services.resolve(MarketReports).report({ groupBy: 'make', weeks: 4 })
    expect(report.groupBy).toBe('make')
    expect(report.periodEnd - report.periodStart).toBe(4 * 7 * 24 * 3600 * 1000)
    expect(report.segments.length).toBeGreaterThan(0)
    for (const s of report.segments) {
      expect(s.weekly).toHaveLength(4)
      expect(s.weekly.reduce((n, w) => n + w.soldCount, 0)).toBe(s.soldCount)
      expect(s.soldCount).toBeLessThanOrEqual(s.offeredCount)
    }
    const bands = await app.services.resolve(MarketReports).report({ groupBy: 'price_band', weeks: 8 })
    expect(bands.segments.every((s) => s.label.startsWith('$') || s.label.startsWith('Under'))).toBe(true)
  })
})
