import type { CrossTabLock } from '../ports/CrossTabLock'

/**
 * A lock shared by every "window" holding the same instance: tasks under one name run one at a time; marks stay up
 * until `unmarkAll` (a test's stand-in for their time running out).
 */
export class InMemoryCrossTabLock implements CrossTabLock {
  private readonly tails = new Map<string, Promise<unknown>>()
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

  withLock<T>(name: string, _ttlMs: number, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(name) ?? Promise.resolve()
    const run = previous.then(
      () => {
        this.acquired.push(name)
        return task()
      },
      () => {
        this.acquired.push(name)
        return task()
      },
    )
    this.tails.set(
      name,
      run.catch(() => undefined),
    )
    return run
  }
}
