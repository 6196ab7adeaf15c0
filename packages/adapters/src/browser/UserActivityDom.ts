import { Constants, type UserActivity } from '@gavel/domain'

/** What a user does that counts as activity (shell §4.2). */
export const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'touchstart'] as const

export interface ActivityTimers {
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

const globalTimers: ActivityTimers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
}

/**
 * "Idle after 5 minutes without activity" (shell §4.2, §9 idleAfterMs) from the window's input events. isIdle()
 * is a subtraction, so the SDK can ask before every request; a timer runs only while someone listens for the
 * change, and an event costs one assignment unless it ends an idle spell.
 */
export class UserActivityDom implements UserActivity {
  #last: number
  #idle = false
  #timer: unknown = null
  readonly #listeners = new Set<(idle: boolean) => void>()

  constructor(
    events: Pick<EventTarget, 'addEventListener'>,
    private readonly now: () => number,
    private readonly idleAfterMs: number = Constants.idleAfterMs,
    private readonly timers: ActivityTimers = globalTimers,
  ) {
    this.#last = now()
    const onActivity = () => this.#active()
    for (const type of ACTIVITY_EVENTS) events.addEventListener(type, onActivity, { passive: true, capture: true })
  }

  isIdle(): boolean {
    return this.now() - this.#last >= this.idleAfterMs
  }

  subscribe(listener: (idle: boolean) => void): () => void {
    this.#listeners.add(listener)
    if (this.#listeners.size === 1) {
      this.#idle = this.isIdle()
      this.#schedule()
    }
    return () => {
      this.#listeners.delete(listener)
      if (this.#listeners.size === 0) this.#cancel()
    }
  }

  #active(): void {
    this.#last = this.now()
    if (!this.#idle) return
    this.#idle = false
    this.#emit(false)
    this.#schedule()
  }

  #schedule(): void {
    this.#cancel()
    if (this.#listeners.size === 0 || this.#idle) return
    const left = this.#last + this.idleAfterMs - this.now()
    this.#timer = this.timers.setTimeout(
      () => {
        this.#timer = null
        if (this.isIdle()) {
          this.#idle = true
          this.#emit(true)
        } else this.#schedule()
      },
      Math.max(0, left),
    )
  }

  #cancel(): void {
    if (this.#timer !== null) this.timers.clearTimeout(this.#timer)
    this.#timer = null
  }

  #emit(idle: boolean): void {
    for (const l of [...this.#listeners]) l(idle)
  }
}
