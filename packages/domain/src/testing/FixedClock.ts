import { type EpochMillis, epochMillis } from '../model/ids'
import type { Clock } from '../ports/Clock'

/** A moment every builder and test starts from: 2027-01-15T08:00:00Z. */
export const FIXED_NOW = epochMillis(Date.UTC(2027, 0, 15, 8, 0, 0))

/** A Clock that only moves when a test says so (`docs/style.md` 6). */
export class FixedClock implements Clock {
  private current: number
  private offset: number

  constructor(now: number = FIXED_NOW, offsetMs = 0) {
    this.current = now
    this.offset = offsetMs
  }

  now(): EpochMillis {
    return epochMillis(this.current)
  }

  offsetMs(): number {
    return this.offset
  }

  /** Moves time forward by `ms`. */
  advance(ms: number): void {
    this.current += ms
  }

  set(now: number): void {
    this.current = now
  }

  setOffset(ms: number): void {
    this.offset = ms
  }
}
