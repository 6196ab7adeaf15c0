import type { IdGenerator } from '../ports/IdGenerator'

/** Ids `${prefix}-1`, `${prefix}-2`, … in order (`docs/style.md` 6). */
export class SequentialIds implements IdGenerator {
  private n = 0

  constructor(private readonly prefix = 'id') {}

  next(): string {
    this.n += 1
    return `${this.prefix}-${this.n}`
  }
}
