import { FeatureFlagStore, FlagSlugs, isFlagOn } from '@gavel/domain'
import { devToolsFlags, LazyPart, useService } from '@gavel/ui'
import { lazy } from 'react'
import { useFeatureFlagStatus } from './useFeatureFlagStatus'

const DevToolsPanel = lazy(async () => ({ default: (await import('@gavel/ui/lifecycleParts')).DevToolsPanel }))

const KNOWN_SLUGS: readonly string[] = Object.values(FlagSlugs)

/**
 * The dev-tools panel (shell §4.3), shown only when the server turns the dev-tools flag on for this user (an
 * override cannot hide the panel that undoes it). The panel's code loads only then (docs/adr/0053).
 */
export const DevTools = () => {
  const store = useService(FeatureFlagStore)
  const status = useFeatureFlagStatus()
  if (!isFlagOn(status.server, FlagSlugs.devTools)) return null
  return (
    <LazyPart>
      <DevToolsPanel
        flags={devToolsFlags(KNOWN_SLUGS, status.server, status.overrides)}
        onOverride={(slug, value) => store.override(slug, value)}
        onResetAll={() => store.resetOverrides()}
      />
    </LazyPart>
  )
}
