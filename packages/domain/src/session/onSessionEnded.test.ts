import { describe, expect, it, vi } from 'vitest'
import { aSession } from '../testing/sessionBuilder'
import { sessionSignal } from '../testing/sessionSignal'
import { onSessionEnded } from './onSessionEnded'

describe('onSessionEnded (shell §4.5, §8)', () => {
  it('fires when a signed-in session ends, not on sign-in or on other changes', () => {
    const session = sessionSignal(null)
    const ended = vi.fn()
    onSessionEnded(session, ended)
    session.become(aSession().build())
    session.become(aSession().withFlags({ dev_tools: true }).build())
    expect(ended).not.toHaveBeenCalled()
    session.become(null)
    session.become(null)
    expect(ended).toHaveBeenCalledTimes(1)
  })

  it('stops after unsubscribing', () => {
    const session = sessionSignal(aSession().build())
    const ended = vi.fn()
    const stop = onSessionEnded(session, ended)
    stop()
    session.become(null)
    expect(ended).not.toHaveBeenCalled()
  })
})
