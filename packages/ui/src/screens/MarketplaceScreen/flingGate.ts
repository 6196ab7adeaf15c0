import type { PhotoGate } from '../../components/AuctionCard/photoGate'

/**
 * Faster than this the rows go by before a photo could be looked at (about four rows of cards a second at the
 * listing's pitch); a dealer reading, or scrolling with a wheel notch at a time, stays well under it.
 */
export const FLING_PX_PER_SECOND = 2_000
/** The gate opens this long after the last scroll event of a fling, when the list has come to rest. */
export const SETTLE_MS = 150

export interface FlingTimers {
  readonly now: () => number
  readonly setTimeout: (fn: () => void, ms: number) => unknown
  readonly clearTimeout: (handle: unknown) => void
}

export interface FlingGate extends PhotoGate {
  /** Tell it the page's scroll position after a scroll event. */
  readonly scrolled: (y: number) => void
  /** Stops its timer (readers unsubscribe themselves). */
  readonly dispose: () => void
}

/**
 * The listing's photo gate (docs/adr/0054): holds while the page scrolls faster than `FLING_PX_PER_SECOND` between
 * scroll events less than `SETTLE_MS` apart, opens when a scroll event comes slower or `SETTLE_MS` after the last
 * one. A single jump (Page Down, End) after a rest is no fling, so its rows show their photos at once.
 */
export const createFlingGate = (timers: FlingTimers): FlingGate => {
  let holding = false
  let lastY: number | null = null
  let lastAt = 0
  let settle: unknown
  const listeners = new Set<() => void>()
  const set = (next: boolean) => {
    if (next === holding) return
    holding = next
    for (const l of listeners) l()
  }
  const stopSettle = () => {
    if (settle !== undefined) timers.clearTimeout(settle)
    settle = undefined
  }
  return {
    holding: () => holding,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    scrolled: (y) => {
      const at = timers.now()
      // the first event after a rest starts a gesture: its distance alone says nothing of speed
      const moving = lastY !== null && at > lastAt && at - lastAt <= SETTLE_MS
      const speed = moving ? (Math.abs(y - (lastY ?? y)) / (at - lastAt)) * 1000 : 0
      lastY = y
      lastAt = at
      stopSettle()
      if (speed <= FLING_PX_PER_SECOND) {
        set(false)
        return
      }
      set(true)
      settle = timers.setTimeout(() => {
        settle = undefined
        set(false)
      }, SETTLE_MS)
    },
    dispose: stopSettle,
  }
}
