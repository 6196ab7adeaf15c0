import { aSession } from '@gavel/domain/testing'
import { describe, expect, it, vi } from 'vitest'
import { MemoryStorage } from '../testing/MemoryStorage'
import { SessionVaultLocalStorage } from './SessionVaultLocalStorage'

const events = () => {
  const target = new EventTarget()
  return {
    target,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  }
}

describe('SessionVaultLocalStorage', () => {
  it('keeps a session across a reload and clears it on sign-out', () => {
    const storage = new MemoryStorage()
    const session = aSession().build()
    new SessionVaultLocalStorage(storage, events()).write(session)
    const reloaded = new SessionVaultLocalStorage(storage, events())
    expect(reloaded.read()).toEqual(session)
    reloaded.clear()
    expect(reloaded.read()).toBeNull()
  })

  it('treats a stored value that no longer decodes as signed out', () => {
    const storage = new MemoryStorage()
    storage.setItem('gavel.session', '{"user":{"id":"not a number"}}')
    expect(new SessionVaultLocalStorage(storage, events()).read()).toBeNull()
    storage.setItem('gavel.session', 'not json')
    expect(new SessionVaultLocalStorage(storage, events()).read()).toBeNull()
  })

  it("reports another window's sign-in and sign-out", () => {
    const storage = new MemoryStorage()
    const bus = events()
    const vault = new SessionVaultLocalStorage(storage, bus)
    const listener = vi.fn()
    const stop = vault.subscribe(listener)
    const session = aSession().build()
    bus.target.dispatchEvent(
      Object.assign(new Event('storage'), { key: 'gavel.session', newValue: JSON.stringify(session) }),
    )
    bus.target.dispatchEvent(Object.assign(new Event('storage'), { key: 'gavel.session', newValue: null }))
    bus.target.dispatchEvent(Object.assign(new Event('storage'), { key: 'unrelated', newValue: 'x' }))
    expect(listener.mock.calls).toEqual([[session], [null]])
    stop()
  })
})
