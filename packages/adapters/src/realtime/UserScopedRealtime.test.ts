import { aSession, sessionSignal } from '@gavel/domain/testing'
import { describe, expect, it, vi } from 'vitest'
import { type ClosableChannels, UserScopedRealtime } from './UserScopedRealtime'

const fakeClient = (): ClosableChannels & { closed: boolean } => {
  const client = {
    closed: false,
    subscribe: vi.fn(() => () => {}),
    onStatus: vi.fn(() => () => {}),
    onResync: vi.fn(() => () => {}),
    onSubscribed: vi.fn(() => () => {}),
    close: () => {
      client.closed = true
    },
  }
  return client
}

describe('UserScopedRealtime', () => {
  it('opens one connection lazily and keeps it while the same user stays signed in', () => {
    const created: ReturnType<typeof fakeClient>[] = []
    const session = sessionSignal(aSession().build())
    const realtime = new UserScopedRealtime(() => {
      const c = fakeClient()
      created.push(c)
      return c
    }, session)
    expect(created).toHaveLength(0)
    realtime.subscribe('updates.1', () => {})
    realtime.subscribe('updates.2', () => {})
    session.become(session.current()) // a token refresh: same user
    expect(created).toHaveLength(1)
    expect(created[0]?.closed).toBe(false)
  })

  it('closes the socket of a user who signed out, and opens a new one for the next user', () => {
    const created: ReturnType<typeof fakeClient>[] = []
    const session = sessionSignal(aSession().build())
    const realtime = new UserScopedRealtime(() => {
      const c = fakeClient()
      created.push(c)
      return c
    }, session)
    realtime.subscribe('updates.1', () => {})
    session.become(null)
    expect(created[0]?.closed).toBe(true)
    realtime.subscribe('updates.1', () => {})
    expect(created).toHaveLength(2)
  })
})
