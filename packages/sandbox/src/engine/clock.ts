/** The engine's only source of time (epoch ms). Hosts pass real time; tests pass a manual clock. */
export interface Clock {
  now(): number
}

export const systemClock: Clock = { now: () => Date.now() }

/** A clock that moves only when told to: the engine never runs timers by itself in tests. */
export interface ManualClock extends Clock {
  advance(ms: number): void
  set(ms: number): void
}

export const manualClock = (start: number): ManualClock => {
  let current = start
  return {
    now: () => current,
    advance: (ms) => {
      current += ms
    },
    set: (ms) => {
      current = ms
    },
  }
}
