import { devToolsArea } from '@gavel/adapters/areas/devTools'
import { DevToolsScreen } from '@gavel/ui/areas/devTools'
import type { AreaEntry } from '../AreaEntry'

/** The dev-tools page: the feature flags and their local overrides. */
export const entry: AreaEntry = { area: devToolsArea, screens: { devTools: DevToolsScreen } }
