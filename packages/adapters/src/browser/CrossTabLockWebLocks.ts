import { type CrossTabLock, type LockExpiry, Messages, ServiceUnavailable } from '@gavel/domain'

type LockManagerLike = Pick<LockManager, 'request' | 'query'>

/**
 * A lock across the origin's windows with the Web Locks API (shell §4.2: "another browser window holds a
 * 10-second refresh lock"). The holder gives it up after `ttlMs` even if its task hangs, and its caller gets
 * 'Timed out waiting for token refresh'. A mark is a shared lock of its name held for its time: the lock manager
 * answers every window at once, where a localStorage write reaches another window's renderer a moment later.
 * Without Web Locks (old browsers, Node) the lock and the marks are per window.
 */
export class CrossTabLockWebLocks implements CrossTabLock {
  readonly #local = new Map<string, Promise<unknown>>()
  readonly #localMarks = new Map<string, number>()

  constructor(private readonly locks: LockManagerLike | undefined = globalThis.navigator?.locks) {}

  withLock<T>(name: string, ttlMs: number, task: (expiry: LockExpiry) => Promise<T>): Promise<T> {
    const bounded = () => {
      const expiry = new AbortController()
      return withDeadline(task(expiryOf(expiry.signal)), ttlMs, expiry)
    }
    if (this.locks) return this.locks.request(name, { mode: 'exclusive' }, bounded) as Promise<T>
    const previous = this.#local.get(name) ?? Promise.resolve()
    const next = previous.catch(() => undefined).then(bounded)
    this.#local.set(name, next)
    return next
  }

  mark(name: string, ms: number): void {
    if (!this.locks) {
      this.#localMarks.set(name, Date.now() + ms)
      return
    }
    void this.locks.request(name, { mode: 'shared' }, () => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  }

  async isMarked(name: string): Promise<boolean> {
    if (!this.locks) return (this.#localMarks.get(name) ?? 0) > Date.now()
    const { held = [] } = await this.locks.query()
    return held.some((lock) => lock.name === name)
  }
}

/** The lock's expiry as the domain reads it, over an AbortSignal. */
const expiryOf = (signal: AbortSignal): LockExpiry => ({
  get expired() {
    return signal.aborted
  },
  onExpired(listener) {
    if (signal.aborted) {
      listener(signal.reason)
      return () => {}
    }
    const heard = () => listener(signal.reason)
    signal.addEventListener('abort', heard, { once: true })
    return () => signal.removeEventListener('abort', heard)
  },
})

/** The task's answer, or 'Timed out waiting for token refresh' after `ttlMs`, when `expiry` aborts the task too. */
const withDeadline = <T>(work: Promise<T>, ttlMs: number, expiry: AbortController): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      const timedOut = new ServiceUnavailable({ message: Messages.tokenRefreshTimedOut })
      expiry.abort(timedOut)
      reject(timedOut)
    }, ttlMs)
    work.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
