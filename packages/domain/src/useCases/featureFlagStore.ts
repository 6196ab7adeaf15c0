import { Constants } from '../constants'
import type { EpochMillis } from '../model/ids'
import type { FeatureFlags } from '../model/session'
import type { Clock } from '../ports/Clock'
import type { FeatureFlagStatus, FeatureFlagStore } from '../ports/FeatureFlagStore'
import type { FlagOverrideMap, FlagOverrides } from '../ports/FlagOverrides'
import type { Identity } from '../ports/Identity'
import type { SessionControl } from '../ports/SessionControl'

export interface FeatureFlagStoreDeps {
  readonly identity: Pick<Identity, 'loadFeatureFlags'>
  readonly session: Pick<SessionControl, 'current' | 'subscribe' | 'update'>
  readonly overrides: FlagOverrides
  readonly clock: Clock
  /** A failed load is reported to the error service (shell §4.3). */
  readonly report: (error: unknown, context: Record<string, string>) => void
}

const sameFlags = (a: FeatureFlags, b: FeatureFlags): boolean => {
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k])
}

/**
 * The feature flag store (shell §4.3, §9 "feature flags 20 minutes"). It loads only for a signed-in user, keeps
 * the server's answer for 20 minutes, and writes server flags plus local overrides into the session. A new user
 * (or none) forgets the previous user's flags.
 */
export const createFeatureFlagStore = (deps: FeatureFlagStoreDeps): FeatureFlagStore => {
  const { identity, session, overrides, clock } = deps
  const listeners = new Set<() => void>()
  let userId = session.current()?.user.id ?? null
  let state: FeatureFlagStatus = { server: {}, overrides: overrides.read(), failed: false, loadedAt: null }
  let loading: Promise<void> | null = null

  const emit = (next: FeatureFlagStatus) => {
    state = next
    for (const listener of [...listeners]) listener()
  }
  const applyToSession = () => {
    const effective = { ...state.server, ...state.overrides }
    session.update((s) => (sameFlags(s.flags, effective) ? s : { ...s, flags: effective }))
  }
  const setOverrides = (next: FlagOverrideMap) => {
    overrides.write(next)
    emit({ ...state, overrides: next })
    if (state.loadedAt !== null) applyToSession()
  }

  session.subscribe(() => {
    const next = session.current()?.user.id ?? null
    if (next === userId) return
    userId = next
    loading = null
    emit({ server: {}, overrides: state.overrides, failed: false, loadedAt: null })
  })

  const load = async (forUser: number): Promise<void> => {
    let server: FeatureFlags = {}
    let failed = false
    try {
      server = await identity.loadFeatureFlags()
    } catch (error) {
      deps.report(error, { area: 'feature-flags' })
      failed = true
    }
    if (userId !== forUser) return
    emit({ ...state, server, failed, loadedAt: clock.now() as EpochMillis })
    applyToSession()
  }

  const reload = (): Promise<void> => {
    if (userId === null) return Promise.resolve()
    loading ??= load(userId).finally(() => {
      loading = null
    })
    return loading
  }

  return {
    status: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    refreshIfStale() {
      const fresh = state.loadedAt !== null && clock.now() - state.loadedAt < Constants.featureFlagsCacheMs
      return fresh ? Promise.resolve() : reload()
    },
    reload,
    override(slug, value) {
      const { [slug]: _dropped, ...rest } = state.overrides
      setOverrides(value === null ? rest : { ...rest, [slug]: value })
    },
    resetOverrides: () => setOverrides({}),
  }
}
