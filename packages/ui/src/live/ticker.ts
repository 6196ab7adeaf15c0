import type { Clock, EpochMillis } from '@gavel/domain'

/**
 * One shared clock tick for every countdown on screen. Behind an interface so the tick can later come
 * from a background worker (shell §1: "Timers run in a background worker") without touching a component.
 */
export interface Ticker {
  /** Server time at the last tick; stable between ticks, so it is a valid useSyncExternalStore snapshot. */
  now(): EpochMillis
  subscribe(listener: () => void): () => void
}

export interface TickerTimers {
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

const browserTimers: TickerTimers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
}

/**
 * A ticker that reads the Clock port once a second, on the server clock's second boundary, and only while
 * something listens.
 */
export const createSecondTicker = (clock: Clock, timers: TickerTimers = browserTimers): Ticker => {
  let current = clock.now()
  let handle: unknown = null
  const listeners = new Set<() => void>()
  const tick = () => {
    current = clock.now()
    for (const l of listeners) l()
    schedule()
  }
  const schedule = () => {
    handle = timers.setTimeout(tick, 1000 - (clock.now() % 1000))
  }
  return {
    now: () => current,
    subscribe: (listener) => {
      listeners.add(listener)
      if (listeners.size === 1) {
        current = clock.now()
        schedule()
      }
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0 && handle !== null) {
          timers.clearTimeout(handle)
          handle = null
        }
      }
    },
  }
}

/** A ticker that never moves: stories and tests that need a fixed "now". */
export const fixedTicker = (now: EpochMillis): Ticker => ({ now: () => now, subscribe: () => () => {} })
