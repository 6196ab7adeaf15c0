import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatUsd } from './money'
import { formatEnUs, formatNumber } from './numberFormat'

const intl = (value: number, min: number, max: number, currency: boolean) =>
  new Intl.NumberFormat('en-US', {
    ...(currency ? { style: 'currency', currency: 'USD' } : {}),
    minimumFractionDigits: min,
    maximumFractionDigits: max,
  }).format(value)

describe('en-US number text without Intl', () => {
  it('says what Intl.NumberFormat says, for any double, any decimals, with or without $', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ noNaN: true }),
          fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }),
          // halves and the digits next to them, where rounding decides
          fc.integer({ min: -1_000_000, max: 1_000_000 }).map((n) => n / 1000 + 0.0005),
          fc.integer({ min: -100_000, max: 100_000 }).map((n) => n / 100),
        ),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        (value, a, b, currency) => {
          const [min, max] = a <= b ? [a, b] : [b, a]
          expect(formatEnUs(value, min, max, currency)).toBe(intl(value, min, max, currency))
        },
      ),
      { numRuns: 20_000 },
    )
  })

  it.each([
    [48_210, '48,210'],
    [1.0005, '1.001'],
    [999.9995, '1,000'],
    [-0.0001, '-0'],
    [1e21, '1,000,000,000,000,000,000,000'],
    [Number.POSITIVE_INFINITY, '∞'],
  ])('formats %d as %s', (n, text) => {
    expect(formatNumber(n)).toBe(text)
  })

  it('keeps formatUsd’s texts: -$0 for a negative amount that rounds to nothing', () => {
    expect(formatUsd(-0.4)).toBe('-$0')
    expect(formatUsd(-2.5)).toBe('-$3')
    expect(formatUsd(1234567.891, 2)).toBe('$1,234,567.89')
  })
})
