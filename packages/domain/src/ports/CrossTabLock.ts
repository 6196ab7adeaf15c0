import { createPortId } from './portId'

/** A lock held across browser windows (Web Locks API); the refresh lock lasts at most `ttlMs` (10 s, shell §4.2). */
export interface CrossTabLock {
  withLock<T>(name: string, ttlMs: number, task: () => Promise<T>): Promise<T>
}
export const CrossTabLock = createPortId<CrossTabLock>('cross-tab-lock')
