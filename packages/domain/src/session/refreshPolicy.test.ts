import { describe, expect, it } from 'vitest'
import { epochMillis } from '../model/ids'
import {
  clockOffsetFrom,
  hasClockDrift,
  IDLE_AFTER_MS,
  isIdle,
  isValidRefreshToken,
  needsRefresh,
  needsUserRecheck,
  REFRESH_LOCK_MS,
  USER_RECHECK_MS,
} from './refreshPolicy'

const MIN = 60_000
const now = epochMillis(10_000 * MIN)
const tokens = (expiresInMs: number, updatedAgoMs: number) => ({
  expiresAt: epochMillis(now + expiresInMs),
  updatedAt: epochMillis(now - updatedAgoMs),
})

describe('needsRefresh (shell §4.2)', () => {
  it('is false with more than 3 minutes left and under 12 minutes since the update', () => {
    expect(needsRefresh(tokens(3 * MIN, 12 * MIN - 1), now)).toBe(false)
  })
  it('is true under 3 minutes to expiry', () => {
    expect(needsRefresh(tokens(3 * MIN - 1, 0), now)).toBe(true)
    expect(needsRefresh(tokens(-1, 0), now)).toBe(true)
  })
  it('is true 12 or more minutes since the last update', () => {
    expect(needsRefresh(tokens(30 * MIN, 12 * MIN), now)).toBe(true)
  })
})

describe('timers (shell §4.2, §9)', () => {
  it('has the spec values', () => {
    expect([REFRESH_LOCK_MS, USER_RECHECK_MS, IDLE_AFTER_MS]).toEqual([10_000, 14 * MIN, 5 * MIN])
  })
  it('rechecks the user every 14 minutes', () => {
    expect(needsUserRecheck(null, now)).toBe(true)
    expect(needsUserRecheck(epochMillis(now - 14 * MIN + 1), now)).toBe(false)
    expect(needsUserRecheck(epochMillis(now - 14 * MIN), now)).toBe(true)
  })
  it('is idle after 5 minutes without activity', () => {
    expect(isIdle(epochMillis(now - 5 * MIN + 1), now)).toBe(false)
    expect(isIdle(epochMillis(now - 5 * MIN), now)).toBe(true)
  })
})

describe('isValidRefreshToken (shell §4.2)', () => {
  it.each(['3f2504e0-4f89-41d3-9a0c-0305e82c3301', '3F2504E0-4F89-41D3-BA0C-0305E82C3301'])('accepts %s', (t) => {
    expect(isValidRefreshToken(t)).toBe(true)
  })
  it.each([
    null,
    undefined,
    '',
    '3f2504e0-4f89-11d3-9a0c-0305e82c3301',
    '3f2504e0-4f89-41d3-7a0c-0305e82c3301',
    '3f2504e0-4f89-41d3-9a0c-0305e82c33011',
    'x3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    '3f2504e04f8941d39a0c0305e82c3301',
  ])('refuses %j', (t) => {
    expect(isValidRefreshToken(t)).toBe(false)
  })
})

describe('clock offset (shell §4.2, ADR 0029)', () => {
  it('is server time minus local time', () => {
    expect(clockOffsetFrom('1500', 1000)).toBe(500)
    expect(clockOffsetFrom('900', 1000)).toBe(-100)
  })
  it('is null without a readable header', () => {
    expect(clockOffsetFrom(null, 1)).toBeNull()
    expect(clockOffsetFrom(undefined, 1)).toBeNull()
    expect(clockOffsetFrom(' ', 1)).toBeNull()
    expect(clockOffsetFrom('soon', 1)).toBeNull()
  })
  it('flags drift beyond 5 seconds either way', () => {
    expect(hasClockDrift(5000)).toBe(false)
    expect(hasClockDrift(-5000)).toBe(false)
    expect(hasClockDrift(5001)).toBe(true)
    expect(hasClockDrift(-5001)).toBe(true)
  })
})
