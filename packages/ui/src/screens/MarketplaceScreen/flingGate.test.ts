import { describe, expect, it } from 'vitest'
import { createFlingGate, SETTLE_MS, SPEED_WINDOW_MS } from './flingGate'

/** Timers and animation frames the test moves by hand. */
const manualTimers = () => {
  let now = 0
  let pending: Array<{ at: number; fn: () => void }> = []
  let frames: Array<() => void> = []
  return {
    requestFrame: (fn: () => void) => {
      frames.push(fn)
      return fn
    },
    cancelFrame: (handle: unknown) => {
      frames = frames.filter((f) => f !== handle)
    },
    /** Runs the next animation frame's callbacks (its scroll events, if any, were dispatched before). */
    frame: () => {
      const due = frames
      frames = []
      for (const f of due) f()
    },
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

/** A gate on hand-moved timers, counting how often it told its readers. */
const watchedGate = () => {
  const timers = manualTimers()
  const gate = createFlingGate(timers)
  let told = 0
  gate.subscribe(() => told++)
  return { timers, gate, told: () => told }
}

/** Scroll events in turn: each `[ms after the one before, scroll position, whether the gate then holds]`. */
const play = (steps: ReadonlyArray<readonly [number, number, boolean]>) => {
  const { timers, gate } = watchedGate()
  for (const [after, y, holding] of steps) {
    timers.advance(after)
    gate.scrolled(y)
    expect(gate.holding()).toBe(holding)
  }
}

describe("the listing's photo gate (docs/adr/0054)", () => {
  it('holds while the dealer flings and opens once the list has rested, telling its readers each time', () => {
    const { timers, gate, told } = watchedGate()
    let y = 5_000
    gate.scrolled(y)
    // 200 px every 33 ms: about 6,000 px a second
    for (let i = 0; i < 10; i++) {
      timers.advance(33)
      y += 200
      gate.scrolled(y)
      expect(gate.holding()).toBe(true)
    }
    expect(told()).toBe(1)
    timers.advance(SETTLE_MS - 1)
    expect(gate.holding()).toBe(true)
    timers.advance(1)
    // rested for SETTLE_MS: it opens in the next frame, which brought no scroll
    expect(gate.holding()).toBe(true)
    timers.frame()
    expect(gate.holding()).toBe(false)
    expect(told()).toBe(2)
  })

  it('does not take a late frame for a rest: a busy main thread keeps the gate shut while the list still moves', () => {
    const { timers, gate, told } = watchedGate()
    let y = 5_000
    gate.scrolled(y)
    timers.advance(33)
    y += 200
    gate.scrolled(y)
    expect(gate.holding()).toBe(true)
    // the main thread is busy for 200 ms: the settle timer runs first, then the frame delivers the scroll that waited
    timers.advance(200)
    y += 1_200
    gate.scrolled(y)
    timers.frame()
    expect(gate.holding()).toBe(true)
    // again: another late frame, another 1,200 px
    timers.advance(200)
    y += 1_200
    gate.scrolled(y)
    timers.frame()
    expect(gate.holding()).toBe(true)
    // then the list rests: the first frame after SETTLE_MS opens it
    timers.advance(SETTLE_MS)
    timers.frame()
    expect(gate.holding()).toBe(false)
    expect(told()).toBe(2)
  })

  it('measures a late scroll event over its whole gap while the gate holds', () =>
    play([
      [0, 0, false],
      [30, 300, true],
      // 180 ms later (the settle timer ran, but the busy main thread gave no frame before this event), 1,200 px
      // further: still a fling
      [180, 1_500, true],
      // 180 ms later again, 40 px further: the list slowed to reading speed
      [180, 1_540, false],
    ]))

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

  it('opens once a fling has gone at reading speed for SPEED_WINDOW_MS', () =>
    play([
      [0, 0, false],
      [16, 300, true],
      [50, 330, true],
      [SPEED_WINDOW_MS - 50, 360, false],
    ]))

  it('keeps holding through the uneven steps of a steady fling', () =>
    // about 5,000 px/s, in frames of 40 px after 30 ms and 160 px after 16 ms: each short step alone reads 1,333 px/s
    play([
      [0, 0, false],
      ...Array.from({ length: 20 }, (_, i) => [
        [16, i * 200 + 160, true] as const,
        [30, i * 200 + 200, true] as const,
      ]).flat(),
    ]))
})
