import type { PhotoGate } from '../../components/AuctionCard/photoGate'

/**
 * Faster than this the rows go by before a photo could be looked at (about four rows of cards a second at the
 * listing's pitch); a dealer reading, or scrolling with a wheel notch at a time, stays well under it.
 */
export const FLING_PX_PER_SECOND = 2_000
/** The gate opens this long after the last scroll event of a fling, when the list has come to rest. */
export const SETTLE_MS = 150
/**
 * The speed is the distance over the last this-many milliseconds of scroll events, not between two events: a frame's
 * scroll position comes in uneven steps (40 px after 30 ms, then 160 px after 16 ms in one steady 5,000 px/s fling),
 * and one short step read alone opened the gate in mid-fling.
 */
export const SPEED_WINDOW_MS = 100

export interface FlingTimers {
  readonly now: () => number
  readonly setTimeout: (fn: () => void, ms: number) => unknown
  readonly clearTimeout: (handle: unknown) => void
  /** The next animation frame: its scroll events are dispatched before its callbacks. */
  readonly requestFrame: (fn: () => void) => unknown
  readonly cancelFrame: (handle: unknown) => void
}

export interface FlingGate extends PhotoGate {
  /** Tell it the page's scroll position after a scroll event. */
  readonly scrolled: (y: number) => void
  /** Stops its timer (readers unsubscribe themselves). */
  readonly dispose: () => void
}

/**
 * The listing's photo gate (docs/adr/0054): holds while the page scrolls faster than `FLING_PX_PER_SECOND`, read over
 * the last `SPEED_WINDOW_MS` of scroll events; opens when the speed falls below it or `SETTLE_MS` after the last
 * event. A single jump (Page Down, End) after a rest is no fling, so its rows show their photos at once.
 *
 * A busy main thread is no rest (docs/adr/0054 amendment): the scroll events of a frame that comes late wait behind
 * the settle timer, so the timer only asks for the next frame and the gate opens in it if that frame brought no
 * scroll; a scroll event arriving late while the gate still holds is measured over its whole gap.
 */
export const createFlingGate = (timers: FlingTimers): FlingGate => {
  let holding = false
  /** The scroll events of the last `SPEED_WINDOW_MS`, oldest first (at least the last one). */
  const recent: Array<{ readonly at: number; readonly y: number }> = []
  let settle: unknown
  let frame: unknown
  const listeners = new Set<() => void>()
  const set = (next: boolean) => {
    if (next === holding) return
    holding = next
    for (const l of listeners) l()
  }
  const stopSettle = () => {
    if (settle !== undefined) timers.clearTimeout(settle)
    if (frame !== undefined) timers.cancelFrame(frame)
    settle = undefined
    frame = undefined
  }
  return {
    holding: () => holding,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    scrolled: (y) => {
      const at = timers.now()
      const last = recent.at(-1)
      // the first event after a rest starts a gesture: its distance alone says nothing of speed; while the gate holds
      // there was no rest, only a late frame
      const moving = last !== undefined && at > last.at && (holding || at - last.at <= SETTLE_MS)
      // measured from the oldest event of the window, or from the last one when none is that recent
      while (recent.length > 1 && at - (recent[0]?.at ?? at) > SPEED_WINDOW_MS) recent.shift()
      const from = recent[0]
      const speed = moving && from !== undefined ? (Math.abs(y - from.y) / (at - from.at)) * 1000 : 0
      recent.push({ at, y })
      stopSettle()
      if (speed <= FLING_PX_PER_SECOND) {
        set(false)
        return
      }
      set(true)
      settle = timers.setTimeout(() => {
        settle = undefined
        frame = timers.requestFrame(() => {
          frame = undefined
          set(false)
        })
      }, SETTLE_MS)
    },
    dispose: stopSettle,
  }
}
