import type { CrossTabLock } from '../ports/CrossTabLock'

/** A lock shared by every "window" holding the same instance: tasks under one name run one at a time. */
export class InMemoryCrossTabLock implements CrossTabLock {
  private readonly tails = new Map<string, Promise<unknown>>()
  readonly acquired: string[] = []

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
