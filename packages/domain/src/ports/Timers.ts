/**
 * Waiting in real time, for use cases that poll or throttle (e.g. createLiveAuctionSync). Not a container port: the
 * ui passes the host's timers (`packages/ui/src/live/hostTimers.ts`), tests pass `FakeTimers` from
 * `@gavel/domain/testing`, which move a FixedClock.
 */
export interface Timers {
  /** Runs `run` once, `ms` from now (0: after the current task); returns a cancel. */
  after(ms: number, run: () => void): () => void
  /** Runs `run` every `ms`; returns a cancel. */
  every(ms: number, run: () => void): () => void
}
