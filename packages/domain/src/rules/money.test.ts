import { describe, expect, it } from 'vitest'
import { formatUsd } from './money'

describe('formatUsd (marketplace §5)', () => {
  it('formats USD with zero decimals by default', () => {
    expect(formatUsd(5200)).toBe('$5,200')
    expect(formatUsd(5200.6)).toBe('$5,201')
  })
  it('takes a number of decimals', () => {
    expect(formatUsd(5200, 2)).toBe('$5,200.00')
    expect(formatUsd('12.5', 1)).toBe('$12.5')
  })
  it.each([null, undefined, '', '  ', 'abc', Number.NaN, Number.POSITIVE_INFINITY])('treats %j as 0', (v) => {
    expect(formatUsd(v)).toBe('$0')
  })
  it('reads numeric strings', () => {
    expect(formatUsd('1500')).toBe('$1,500')
  })
})
