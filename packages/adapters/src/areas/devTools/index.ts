import { defineArea } from '../defineArea'

/**
 * The dev-tools page (/dev-tools, ADR 0038): nothing of its own to bind. It reads and overrides the feature flags
 * through the core's FeatureFlagStore, the same store the docked dev-tools panel uses.
 */
export const devToolsArea = defineArea('devTools', () => {})
