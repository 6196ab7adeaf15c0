import { ServiceUnavailable } from '../errors'
import { Messages } from '../messages'
import type { CrossTabLock, LockExpiry } from '../ports/CrossTabLock'

/** One held lock's time, run out by `expire`. */
class HeldExpiry implements LockExpiry {
  expired = false
  #reason: unknown
  readonly #listeners = new Set<(reason: unknown) => void>()

  onExpired(listener: (reason: unknown) => void): () => void {
    if (this.expired) listener(this.#reason)
    else this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  expire(reason: unknown): void {
    if (this.expired) return
    this.expired = true
    this.#reason = reason
    for (const listener of [...this.#listeners]) listener(reason)
    this.#listeners.clear()
  }
}

/**
 * A lock shared by every "window" holding the same instance: tasks under one name run one at a time; marks stay up
 * until `unmarkAll` (a test's stand-in for their time running out); a held lock runs out on `expireHeld`.
 */
export class InMemoryCrossTabLock implements CrossTabLock {
  private readonly tails = new Map<string, Promise<unknown>>()
  private readonly held = new Set<HeldExpiry>()
  readonly acquired: string[] = []
  readonly marks = new Set<string>()

  mark(name: string, _ms: number): void {
    this.marks.add(name)
  }

  isMarked(name: string): Promise<boolean> {
    return Promise.resolve(this.marks.has(name))
  }

  unmarkAll(): void {
    this.marks.clear()
  }

  /** Every held lock's time runs out now: its caller is refused (as the real lock's) and its task hears it. */
  expireHeld(): void {
    for (const expiry of [...this.held])
      expiry.expire(new ServiceUnavailable({ message: Messages.tokenRefreshTimedOut }))
  }

  withLock<T>(name: string, _ttlMs: number, task: (expiry: LockExpiry) => Promise<T>): Promise<T> {
    const previous = this.tails.get(name) ?? Promise.resolve()
    const hold = (): Promise<T> => {
      this.acquired.push(name)
      const expiry = new HeldExpiry()
      this.held.add(expiry)
      const ranOut = new Promise<never>((_, reject) => expiry.onExpired(reject))
      return Promise.race([task(expiry), ranOut]).finally(() => this.held.delete(expiry))
    }
    const run = previous.then(hold, hold)
    this.tails.set(
      name,
      run.catch(() => undefined),
    )
    return run
  }
}
