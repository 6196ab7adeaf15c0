import { describe, expect, it } from 'vitest'
import { flaggedCount } from './conditionReport'

describe('flaggedCount (marketplace §3 condition report)', () => {
  it('counts the answers that report a problem', () => {
    const q = (flagged: boolean) => ({
      id: 'q',
      title: 'Paint',
      answer: flagged ? 'Scratches' : 'No issues',
      note: null,
      flagged,
    })
    expect(flaggedCount({ id: 's', title: 'Exterior', questions: [q(true), q(false), q(true)] })).toBe(2)
    expect(flaggedCount({ id: 's', title: 'Exterior', questions: [] })).toBe(0)
  })
})
