import { describe, expect, it, vi } from 'vitest'
import { ServiceUnavailable } from '../errors'
import type { FeatureFlags } from '../model/session'
import type { FlagOverrideMap } from '../ports/FlagOverrides'
import type { Identity } from '../ports/Identity'
import { FixedClock } from '../testing/FixedClock'
import { InMemoryCrossTabLock } from '../testing/InMemoryCrossTabLock'
import { InMemorySessionVault, SharedStorage } from '../testing/InMemorySessionVault'
import { partialFake } from '../testing/partialFake'
import { aSession } from '../testing/sessionBuilder'
import { aUser } from '../testing/userBuilder'
import { createFeatureFlagStore } from './featureFlagStore'
import { createSessionControl } from './sessionControl'

const MIN = 60_000

const setup = (load: () => Promise<FeatureFlags>, stored: FlagOverrideMap = {}) => {
  const clock = new FixedClock()
  const storage = new SharedStorage()
  storage.session = aSession().withFlags({ stale: true }).build()
  const session = createSessionControl({
    identity: partialFake<Identity>('Identity', { signOut: async () => {} }),
    vault: new InMemorySessionVault(storage),
    lock: new InMemoryCrossTabLock(),
    clock,
  })
  let saved = stored
  const loadFeatureFlags = vi.fn(load)
  const report = vi.fn()
  const store = createFeatureFlagStore({
    identity: { loadFeatureFlags },
    session,
    clock,
    report,
    overrides: {
      read: () => saved,
      write: (next) => {
        saved = next
      },
    },
  })
  return { clock, session, store, loadFeatureFlags, report, saved: () => saved }
}

describe('createFeatureFlagStore (shell §4.3)', () => {
  it('loads the flags into the session once, and again only after 20 minutes', async () => {
    const { store, session, loadFeatureFlags, clock } = setup(async () => ({ dev_tools: true, loyalty: false }))
    await Promise.all([store.refreshIfStale(), store.refreshIfStale()])
    expect(session.current()?.flags).toEqual({ dev_tools: true, loyalty: false })
    clock.advance(19 * MIN)
    await store.refreshIfStale()
    expect(loadFeatureFlags).toHaveBeenCalledTimes(1)
    clock.advance(1 * MIN)
    await store.refreshIfStale()
    expect(loadFeatureFlags).toHaveBeenCalledTimes(2)
  })

  it('reports a failed load and leaves the flags empty and marked failed', async () => {
    const failure = ServiceUnavailable.default()
    const { store, session, report } = setup(async () => Promise.reject(failure))
    await expect(store.refreshIfStale()).resolves.toBeUndefined()
    expect(report).toHaveBeenCalledWith(failure, { area: 'feature-flags' })
    expect(session.current()?.flags).toEqual({})
    expect(store.status().failed).toBe(true)
  })

  it('reloads on request after a failed load, though the 20 minutes have not passed', async () => {
    let answer: Promise<FeatureFlags> = Promise.reject(ServiceUnavailable.default())
    answer.catch(() => {})
    const { store, session, loadFeatureFlags } = setup(() => answer)
    await store.refreshIfStale()
    expect(store.status().failed).toBe(true)
    await store.refreshIfStale()
    expect(loadFeatureFlags).toHaveBeenCalledTimes(1)
    answer = Promise.resolve({ dev_tools: true })
    await store.reload()
    expect(loadFeatureFlags).toHaveBeenCalledTimes(2)
    expect(store.status().failed).toBe(false)
    expect(session.current()?.flags).toEqual({ dev_tools: true })
  })

  it('puts local overrides over the server flags, stores them, and resets them', async () => {
    const { store, session, saved } = setup(async () => ({ dev_tools: true, loyalty: false }), { reload_prompt: true })
    await store.refreshIfStale()
    expect(session.current()?.flags).toEqual({ dev_tools: true, loyalty: false, reload_prompt: true })
    store.override('loyalty', true)
    expect(session.current()?.flags.loyalty).toBe(true)
    expect(saved()).toEqual({ reload_prompt: true, loyalty: true })
    store.override('reload_prompt', null)
    expect(session.current()?.flags).toEqual({ dev_tools: true, loyalty: true })
    store.resetOverrides()
    expect(session.current()?.flags).toEqual({ dev_tools: true, loyalty: false })
    expect(store.status().server).toEqual({ dev_tools: true, loyalty: false })
  })

  it('does not load without a user, and forgets the flags when another user signs in', async () => {
    const { store, session, loadFeatureFlags } = setup(async () => ({ loyalty: true }))
    await store.refreshIfStale()
    session.update((s) => ({ ...s, user: aUser().withId(999).build() }))
    expect(store.status().loadedAt).toBeNull()
    await store.refreshIfStale()
    expect(loadFeatureFlags).toHaveBeenCalledTimes(2)
    await session.signOut()
    await store.refreshIfStale()
    expect(loadFeatureFlags).toHaveBeenCalledTimes(2)
  })
})
