import { FeatureFlagStore, FlagSlugs, isFlagOn } from '@gavel/domain'
import { DevToolsPanel, devToolsFlags, useService } from '@gavel/ui'
import { useFeatureFlagStatus } from './useFeatureFlagStatus'

const KNOWN_SLUGS: readonly string[] = Object.values(FlagSlugs)

/**
 * The dev-tools panel (shell §4.3), shown only when the server turns the dev-tools flag on for this user (an
 * override cannot hide the panel that undoes it).
 */
export const DevTools = () => {
  const store = useService(FeatureFlagStore)
  const status = useFeatureFlagStatus()
  if (!isFlagOn(status.server, FlagSlugs.devTools)) return null
  return (
    <DevToolsPanel
      flags={devToolsFlags(KNOWN_SLUGS, status.server, status.overrides)}
      onOverride={(slug, value) => store.override(slug, value)}
      onResetAll={() => store.resetOverrides()}
    />
  )
}
