import { inspectionsArea } from '@gavel/adapters/areas/inspections'
import { RequestedInspectionsScreen, RequestInspectionScreen } from '@gavel/ui/areas/inspections'
import type { AreaEntry } from '../AreaEntry'

/** Inspections (issue 12, docs/adr/0045): request an inspection, and the dealership's requested ones. */
export const entry: AreaEntry = {
  area: inspectionsArea,
  screens: {
    myacvRequestInspectionNew: RequestInspectionScreen,
    myacvRequestInspectionRequested: RequestedInspectionsScreen,
  },
}
