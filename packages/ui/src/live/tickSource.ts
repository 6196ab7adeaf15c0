import type { Clock } from '@gavel/domain'

/** What makes a ticker tick: started with the server clock's offset, stopped when nobody listens. */
export interface TickSource {
  start(onTick: () => void): void
  stop(): void
}

export interface TickerTimers {
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

const browserTimers: TickerTimers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
}

/** A main-thread timer on the server clock's second boundary: where there is no Worker (unit tests, old hosts). */
export const timerTickSource = (clock: Clock, timers: TickerTimers = browserTimers): TickSource => {
  let handle: unknown = null
  return {
    start(onTick) {
      const schedule = () => {
        handle = timers.setTimeout(
          () => {
            onTick()
            schedule()
          },
          1000 - (clock.now() % 1000),
        )
      }
      schedule()
    },
    stop() {
      if (handle !== null) timers.clearTimeout(handle)
      handle = null
    },
  }
}

/** The part of a Worker the worker tick source uses. */
export type TickWorker = Pick<Worker, 'postMessage' | 'terminate'> & {
  onmessage: ((event: MessageEvent) => void) | null
  onerror: ((event: ErrorEvent) => void) | null
}

/** The tick worker (tickWorker.ts), or null where workers are missing or refused. */
export const spawnTickWorker = (): TickWorker | null => {
  if (typeof Worker === 'undefined') return null
  try {
    return new Worker(new URL('./tickWorker.ts', import.meta.url), { type: 'module', name: 'gavel-ticker' })
  } catch {
    return null
  }
}

/**
 * Ticks from a background worker (shell §1), corrected by the Clock's server offset, which is re-sent when it
 * moves. Falls back to `fallback` when the worker cannot be made or fails.
 */
export const workerTickSource = (
  clock: Clock,
  spawn: () => TickWorker | null = spawnTickWorker,
  fallback: TickSource = timerTickSource(clock),
): TickSource => {
  let worker: TickWorker | null | undefined
  let failed = false
  let running: (() => void) | null = null
  let sentOffset = 0
  const send = (run: boolean) => {
    sentOffset = clock.offsetMs()
    worker?.postMessage({ run, offsetMs: sentOffset })
  }
  const fail = () => {
    failed = true
    worker?.terminate()
    worker = null
    if (running) fallback.start(running)
  }
  return {
    start(onTick) {
      running = onTick
      if (!failed && worker === undefined) {
        worker = spawn()
        if (worker) {
          worker.onerror = fail
          worker.onmessage = () => {
            running?.()
            if (Math.abs(clock.offsetMs() - sentOffset) > 50) send(true)
          }
        }
      }
      if (failed || !worker) fallback.start(onTick)
      else send(true)
    },
    stop() {
      running = null
      if (failed || !worker) fallback.stop()
      else send(false)
    },
  }
}
