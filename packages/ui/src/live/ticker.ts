import type { Clock, EpochMillis } from '@gavel/domain'
import { type TickerTimers, type TickSource, timerTickSource, workerTickSource } from './tickSource'

export type { TickerTimers } from './tickSource'

/** One shared clock tick for every countdown on screen (shell §1: "Timers run in a background worker"). */
export interface Ticker {
  /** Server time at the last tick; stable between ticks, so it is a valid useSyncExternalStore snapshot. */
  now(): EpochMillis
  subscribe(listener: () => void): () => void
}

/** A ticker reading the Clock port at each tick of `source`, which runs only while something listens. */
export const createTicker = (clock: Clock, source: TickSource): Ticker => {
  let current = clock.now()
  const listeners = new Set<() => void>()
  const tick = () => {
    current = clock.now()
    for (const l of listeners) l()
  }
  return {
    now: () => current,
    subscribe: (listener) => {
      listeners.add(listener)
      if (listeners.size === 1) {
        current = clock.now()
        source.start(tick)
      }
      return () => {
        if (listeners.delete(listener) && listeners.size === 0) source.stop()
      }
    },
  }
}

/** Once a second on the server clock's second boundary, from a main-thread timer. */
export const createSecondTicker = (clock: Clock, timers?: TickerTimers): Ticker =>
  createTicker(clock, timerTickSource(clock, timers))

/** Once a second on the server clock's second boundary, from a background worker (else a main-thread timer). */
export const createBackgroundTicker = (clock: Clock): Ticker => createTicker(clock, workerTickSource(clock))

/** A ticker that never moves: stories and tests that need a fixed "now". */
export const fixedTicker = (now: EpochMillis): Ticker => ({ now: () => now, subscribe: () => () => {} })
