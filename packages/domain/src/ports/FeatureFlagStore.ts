import type { EpochMillis } from '../model/ids'
import type { FeatureFlags } from '../model/session'
import type { FlagOverrideMap } from './FlagOverrides'
import { createPortId } from './portId'

/** What the flag store knows (shell §4.3). */
export interface FeatureFlagStatus {
  /** The server's flags for the signed-in user; empty before loading or after a failure. */
  readonly server: FeatureFlags
  /** Local overrides from the dev-tools panel, applied over `server` in the session's flags. */
  readonly overrides: FlagOverrideMap
  /** The last load failed (reported); the service worker then updates at once (shell §4.6). */
  readonly failed: boolean
  readonly loadedAt: EpochMillis | null
}

/**
 * The signed-in user's feature flags (shell §4.3): loaded when the user becomes authorized, cached 20 minutes,
 * default false, a failure reported and the flags left empty. The session's `flags` are the server's flags with
 * the local overrides on top, so every rule that reads `session.flags` sees an override.
 */
export interface FeatureFlagStore {
  status(): FeatureFlagStatus
  subscribe(listener: () => void): () => void
  /** Loads the flags when never loaded for this user or older than 20 minutes; never rejects. */
  refreshIfStale(): Promise<void>
  /** Loads the flags now, fresh or not (the dev-tools page's Retry after a failed load); never rejects. */
  reload(): Promise<void>
  /** Overrides one flag on this device; `null` removes the override. */
  override(slug: string, value: boolean | null): void
  resetOverrides(): void
}
export const FeatureFlagStore = createPortId<FeatureFlagStore>('feature-flag-store')
