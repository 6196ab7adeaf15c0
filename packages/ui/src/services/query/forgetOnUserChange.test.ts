import type { Session } from '@gavel/domain'
import { aSession, aUser } from '@gavel/domain/testing'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '../QueryProvider'
import { createEarlyQueries } from './earlyQueries'
import { forgetOnUserChange } from './forgetOnUserChange'
import { createLazyQueryCache } from './queryCache'
import { queryRuntimeOf } from './queryRuntime'

const alice = aSession().forUser(aUser().withId(1).build()).build()
const bob = aSession().forUser(aUser().withId(2).build()).build()

/** A window's session, moved by hand, and both caches holding alice's saved list. */
const setup = () => {
  let current: Session | null = alice
  const listeners = new Set<() => void>()
  const session = {
    current: () => current,
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const become = (next: Session | null) => {
    current = next
    for (const listener of listeners) listener()
  }
  const client = createQueryClient()
  const early = createEarlyQueries()
  const cache = createLazyQueryCache(early, async () => queryRuntimeOf(client))
  early.query(['early', 'saved'], async () => 'alice early')
  client.setQueryData(['saved'], 'alice saved')
  return { session, become, client, early, cache }
}

describe('forgetOnUserChange', () => {
  it("empties both caches before another user's first render, when they sign in after a sign-out", async () => {
    const { session, become, client, early, cache } = setup()
    await cache.load()
    forgetOnUserChange(session, cache)
    become(null) // alice signs out: the /login page shows nothing of hers anyway
    expect(client.getQueryData(['saved'])).toBe('alice saved')
    become(bob)
    expect(client.getQueryData(['saved'])).toBeUndefined()
    expect(early.entries()).toEqual([])
  })

  it('keeps the answers when the same user signs back in, or when the session only refreshes its tokens', async () => {
    const { session, become, client, cache } = setup()
    await cache.load()
    forgetOnUserChange(session, cache)
    become({ ...alice, tokens: { ...alice.tokens, accessToken: 'refreshed' } })
    become(null)
    become(alice)
    expect(client.getQueryData(['saved'])).toBe('alice saved')
  })

  it('empties the early cache too when TanStack Query has not loaded yet', () => {
    const { session, become, early, cache } = setup()
    forgetOnUserChange(session, cache)
    become(bob)
    expect(early.entries()).toEqual([])
  })
})
