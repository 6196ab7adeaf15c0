import { createPortId } from './portId'

/** A lock held across browser windows (Web Locks API); the refresh lock lasts at most `ttlMs` (10 s, shell §4.2). */
export interface CrossTabLock {
  withLock<T>(name: string, ttlMs: number, task: () => Promise<T>): Promise<T>
  /**
   * Puts up a mark named `name` for `ms`, seen by every window as soon as the lock's next holder asks (unlike a
   * storage write, which reaches other windows a moment later).
   */
  mark(name: string, ms: number): void
  /** Whether some window's mark of that name is up. */
  isMarked(name: string): Promise<boolean>
}
export const CrossTabLock = createPortId<CrossTabLock>('cross-tab-lock')
