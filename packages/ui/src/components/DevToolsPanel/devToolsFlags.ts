import type { FeatureFlags, FlagOverrideMap } from '@gavel/domain'
import type { DevToolsFlag } from './DevToolsPanel'

/**
 * The panel's rows: every known slug (the domain's FlagSlugs) plus any other slug the server or an override
 * names, sorted by slug; a missing flag reads false (shell §4.3).
 */
export const devToolsFlags = (
  known: readonly string[],
  server: FeatureFlags,
  overrides: FlagOverrideMap,
): readonly DevToolsFlag[] =>
  [...new Set([...known, ...Object.keys(server), ...Object.keys(overrides)])].sort().map((slug) => {
    const serverValue = server[slug] === true
    const override = overrides[slug]
    return { slug, serverValue, overridden: override !== undefined, value: override ?? serverValue }
  })
