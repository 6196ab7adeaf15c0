import { transportArea } from '@gavel/adapters/areas/transport'
import { TransportHubScreen } from '@gavel/ui/areas/transport'
import type { AreaEntry } from '../AreaEntry'

/** The transportation hub: jobs, gate passes and the order flow, with its own gateway clients. */
export const entry: AreaEntry = { area: transportArea, screens: { transportationHub: TransportHubScreen } }
