import type { Timers } from '../ports/Timers'
import { FixedClock } from './FixedClock'

interface Pending {
  readonly seq: number
  at: number
  readonly every: number | null
  readonly run: () => void
}

/** Lets the promises started by a timer settle (a fake server's answer, then its `.then` and `.finally`). */
const settle = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}

/**
 * Timers that run only when a test moves the clock (`advance`), in time order, each at its moment on the
 * FixedClock, with the promises it started settled before the next: `docs/style.md` 6.
 */
export class FakeTimers implements Timers {
  private pending: Pending[] = []
  private seq = 0

  constructor(readonly clock: FixedClock = new FixedClock()) {}

  after(ms: number, run: () => void): () => void {
    return this.add(ms, null, run)
  }

  every(ms: number, run: () => void): () => void {
    return this.add(ms, ms, run)
  }

  /** How many timers wait. */
  count(): number {
    return this.pending.length
  }

  /** Moves the clock forward by `ms`, running every timer due on the way (those they start too). */
  async advance(ms: number): Promise<void> {
    const end = this.clock.now() + ms
    await settle()
    for (;;) {
      const next = this.pending.filter((p) => p.at <= end).sort((a, b) => a.at - b.at || a.seq - b.seq)[0]
      if (next === undefined) break
      this.clock.set(next.at)
      if (next.every === null) this.pending = this.pending.filter((p) => p !== next)
      else next.at += next.every
      next.run()
      await settle()
    }
    this.clock.set(end)
  }

  private add(ms: number, every: number | null, run: () => void): () => void {
    const entry: Pending = { seq: this.seq++, at: this.clock.now() + Math.max(0, ms), every, run }
    this.pending.push(entry)
    return () => {
      this.pending = this.pending.filter((p) => p !== entry)
    }
  }
}
