import { epochMillis, userId } from '@gavel/domain'
import { describe, expect, it } from 'vitest'
import { MemoryStorage } from '../testing/MemoryStorage'
import { TermsCheckLogLocalStorage } from './TermsCheckLogLocalStorage'

describe('TermsCheckLogLocalStorage (shell §5: the terms check at most once a day)', () => {
  it('remembers the last check per user across a reload', () => {
    const storage = new MemoryStorage()
    new TermsCheckLogLocalStorage(storage).recordCheck(userId(1), epochMillis(1_000))
    const reloaded = new TermsCheckLogLocalStorage(storage)
    expect(reloaded.lastCheckedAt(userId(1))).toBe(1_000)
    expect(reloaded.lastCheckedAt(userId(2))).toBeNull()
  })

  it('reads a value that is not a time as never checked', () => {
    const storage = new MemoryStorage()
    storage.setItem('gavel.termsCheckedAt.1', 'yesterday')
    storage.setItem('gavel.termsCheckedAt.2', '')
    const log = new TermsCheckLogLocalStorage(storage)
    expect(log.lastCheckedAt(userId(1))).toBeNull()
    expect(log.lastCheckedAt(userId(2))).toBeNull()
  })
})
