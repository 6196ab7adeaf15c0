import { describe, expect, it } from 'vitest'
import { initialsOf } from './initials'

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('dana m whitfield')).toBe('DW')
    expect(initialsOf('Cher')).toBe('C')
  })
  it('falls back to the email, then to a question mark', () => {
    expect(initialsOf(null, 'riley@example.com')).toBe('R')
    expect(initialsOf('  ', '')).toBe('?')
  })
})
