import { describe, expect, it, vi } from 'vitest'
import type { Session } from '../model/session'
import { aSession } from '../testing/sessionBuilder'
import { onSessionEnded } from './onSessionEnded'

const fakeSession = (initial: Session | null) => {
  let current = initial
  const listeners = new Set<() => void>()
  return {
    current: () => current,
    subscribe: (l: () => void) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    set(next: Session | null) {
      current = next
      for (const l of listeners) l()
    },
  }
}

describe('onSessionEnded (shell §4.5, §8)', () => {
  it('fires when a signed-in session ends, not on sign-in or on other changes', () => {
    const session = fakeSession(null)
    const ended = vi.fn()
    onSessionEnded(session, ended)
    session.set(aSession().build())
    session.set(aSession().withFlags({ dev_tools: true }).build())
    expect(ended).not.toHaveBeenCalled()
    session.set(null)
    session.set(null)
    expect(ended).toHaveBeenCalledTimes(1)
  })

  it('stops after unsubscribing', () => {
    const session = fakeSession(aSession().build())
    const ended = vi.fn()
    const stop = onSessionEnded(session, ended)
    stop()
    session.set(null)
    expect(ended).not.toHaveBeenCalled()
  })
})
