import { describe, expect, it } from 'vitest'
import { createdAgo } from './createdAgo'

const now = Date.UTC(2026, 10, 21, 15, 0, 0)
const minutes = (n: number) => now - n * 60_000

describe('createdAgo (shell §2.1 created time)', () => {
  it('says just now under a minute, and for a time ahead of the clock', () => {
    expect(createdAgo(now - 59_000, now)).toBe('Just now')
    expect(createdAgo(now + 5_000, now)).toBe('Just now')
  })

  it('counts minutes, hours and days', () => {
    expect(createdAgo(minutes(1), now)).toBe('1 min ago')
    expect(createdAgo(minutes(59), now)).toBe('59 min ago')
    expect(createdAgo(minutes(60), now)).toBe('1 h ago')
    expect(createdAgo(minutes(23 * 60 + 59), now)).toBe('23 h ago')
    expect(createdAgo(minutes(24 * 60), now)).toBe('1 day ago')
    expect(createdAgo(minutes(6 * 24 * 60), now)).toBe('6 days ago')
  })

  it('gives the date from a week on', () => {
    expect(createdAgo(Date.UTC(2026, 10, 1, 12), now)).toBe('Nov 1, 2026')
  })
})
