import { type CrossTabLock, Messages, ServiceUnavailable } from '@gavel/domain'

type LockManagerLike = Pick<LockManager, 'request'>

/**
 * A lock across the origin's windows with the Web Locks API (shell §4.2: "another browser window holds a
 * 10-second refresh lock"). The holder gives it up after `ttlMs` even if its task hangs, and its caller gets
 * 'Timed out waiting for token refresh'. Without Web Locks (old browsers, Node) the lock is per window.
 */
export class CrossTabLockWebLocks implements CrossTabLock {
  readonly #local = new Map<string, Promise<unknown>>()

  constructor(private readonly locks: LockManagerLike | undefined = globalThis.navigator?.locks) {}

  withLock<T>(name: string, ttlMs: number, task: () => Promise<T>): Promise<T> {
    const bounded = () => withDeadline(task(), ttlMs)
    if (this.locks) return this.locks.request(name, { mode: 'exclusive' }, bounded) as Promise<T>
    const previous = this.#local.get(name) ?? Promise.resolve()
    const next = previous.catch(() => undefined).then(bounded)
    this.#local.set(name, next)
    return next
  }
}

const withDeadline = <T>(work: Promise<T>, ttlMs: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ServiceUnavailable({ message: Messages.tokenRefreshTimedOut })), ttlMs)
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
