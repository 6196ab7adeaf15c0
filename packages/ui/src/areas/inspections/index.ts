/** The inspections area's screens (ADR 0019, docs/adr/0045), imported as `@gavel/ui/areas/inspections`. */

export { RequestedInspectionsScreen } from './RequestedInspectionsScreen'
export { RequestInspectionScreen } from './RequestInspectionScreen'
