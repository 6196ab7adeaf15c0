import { describe, expect, it } from 'vitest'
import { createFlingGate, SETTLE_MS } from './flingGate'

/** Timers the test moves by hand. */
const manualTimers = () => {
  let now = 0
  let pending: Array<{ at: number; fn: () => void }> = []
  return {
    now: () => now,
    setTimeout: (fn: () => void, ms: number) => {
      const entry = { at: now + ms, fn }
      pending.push(entry)
      return entry
    },
    clearTimeout: (handle: unknown) => {
      pending = pending.filter((p) => p !== handle)
    },
    advance: (ms: number) => {
      now += ms
      const due = pending.filter((p) => p.at <= now)
      pending = pending.filter((p) => p.at > now)
      for (const p of due) p.fn()
    },
  }
}

describe("the listing's photo gate (docs/adr/0054)", () => {
  it('holds while the dealer flings and opens once the list has rested, telling its readers each time', () => {
    const timers = manualTimers()
    const gate = createFlingGate(timers)
    let told = 0
    gate.subscribe(() => told++)
    let y = 5_000
    gate.scrolled(y)
    // 200 px every 33 ms: about 6,000 px a second
    for (let i = 0; i < 10; i++) {
      timers.advance(33)
      y += 200
      gate.scrolled(y)
      expect(gate.holding()).toBe(true)
    }
    expect(told).toBe(1)
    timers.advance(SETTLE_MS - 1)
    expect(gate.holding()).toBe(true)
    timers.advance(1)
    expect(gate.holding()).toBe(false)
    expect(told).toBe(2)
  })

  it('stays open for reading speed and for one jump after a pause (Page Down, End)', () => {
    const timers = manualTimers()
    const gate = createFlingGate(timers)
    let y = 0
    gate.scrolled(y)
    // a wheel notch of 100 px every 100 ms: 1,000 px a second
    for (let i = 0; i < 10; i++) {
      timers.advance(100)
      y += 100
      gate.scrolled(y)
      expect(gate.holding()).toBe(false)
    }
    timers.advance(2_000)
    gate.scrolled(y + 50_000)
    expect(gate.holding()).toBe(false)
  })

  it('opens at once when a fling slows to reading speed', () => {
    const timers = manualTimers()
    const gate = createFlingGate(timers)
    gate.scrolled(0)
    timers.advance(16)
    gate.scrolled(300)
    expect(gate.holding()).toBe(true)
    timers.advance(50)
    gate.scrolled(330)
    expect(gate.holding()).toBe(false)
  })
})
