import { createPortId } from './portId'

/** A lock held across browser windows (Web Locks API); the refresh lock lasts at most `ttlMs` (10 s, shell §4.2). */
export interface CrossTabLock {
  /**
   * Runs `task` holding the lock, for at most `ttlMs`: past it the lock is given up, the caller is refused and
   * `expiry` fires, so a task still waiting (for another window's write) stops there instead of going on unlocked.
   */
  withLock<T>(name: string, ttlMs: number, task: (expiry: LockExpiry) => Promise<T>): Promise<T>
  /**
   * Puts up a mark named `name` for `ms`, seen by every window as soon as the lock's next holder asks (unlike a
   * storage write, which reaches other windows a moment later).
   */
  mark(name: string, ms: number): void
  /** Whether some window's mark of that name is up. */
  isMarked(name: string): Promise<boolean>
}
/** A held lock's time-to-live, as its task sees it. */
export interface LockExpiry {
  /** True once the lock's time has run out. */
  readonly expired: boolean
  /** Calls `listener` with the refusal once the time runs out (at once when it has); answers a cancel. */
  onExpired(listener: (reason: unknown) => void): () => void
}

export const CrossTabLock = createPortId<CrossTabLock>('cross-tab-lock')
