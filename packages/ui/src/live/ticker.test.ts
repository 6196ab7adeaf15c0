import { type Clock, epochMillis } from '@gavel/domain'
import { describe, expect, it, vi } from 'vitest'
import { createSecondTicker } from './ticker'

const clockAt = (start: number): Clock & { set(ms: number): void } => {
  let now = start
  return { now: () => epochMillis(now), offsetMs: () => 0, set: (ms) => (now = ms) }
}

describe('second ticker', () => {
  it('ticks on the clock’s second boundary while someone listens, and stops after', () => {
    vi.useFakeTimers()
    const clock = clockAt(10_400)
    const ticker = createSecondTicker(clock)
    const heard: number[] = []
    const stop = ticker.subscribe(() => heard.push(ticker.now()))
    clock.set(11_000)
    vi.advanceTimersByTime(600)
    expect(heard).toEqual([11_000])
    stop()
    clock.set(12_000)
    vi.advanceTimersByTime(5_000)
    expect(heard).toEqual([11_000])
    vi.useRealTimers()
  })

  it('keeps now() stable between ticks', () => {
    const clock = clockAt(1_000)
    const ticker = createSecondTicker(clock)
    clock.set(1_500)
    expect(ticker.now()).toBe(1_000)
  })
})
