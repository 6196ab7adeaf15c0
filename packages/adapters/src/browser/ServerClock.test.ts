import { describe, expect, it } from 'vitest'
import { ServerClock } from './ServerClock'

describe('ServerClock', () => {
  it('is local time until a server time is observed, then local time plus the offset', () => {
    let local = 1_000_000
    const clock = new ServerClock(() => local)
    expect(clock.now()).toBe(1_000_000)
    clock.observe(1_004_000, 1_000_000)
    expect(clock.offsetMs()).toBe(4_000)
    local = 1_010_000
    expect(clock.now()).toBe(1_014_000)
  })

  it('ignores a header that is not a number', () => {
    const clock = new ServerClock(() => 0)
    clock.observe(Number.NaN, 0)
    expect(clock.offsetMs()).toBe(0)
  })
})
