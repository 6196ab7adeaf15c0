/** The inspections area (issue 12, ADR 0019, docs/adr/0045): requesting an inspection and the requested list. */

export type {
  InspectionAddress,
  InspectionDraft,
  InspectionField,
  InspectionFormErrors,
  InspectionOptions,
  InspectionOutcome,
  InspectionRequest,
  InspectionStatus,
  InspectionVehicle,
} from './InspectionRequests'
export { InspectionRequests } from './InspectionRequests'
export { inspectionDealerships } from './inspectionDealerships'
export type {
  InspectionFormContext,
  InspectionFormResult,
  InspectionFormValues,
} from './inspectionForm'
export {
  CONTACT_NAME_MAX,
  fieldOfInspectionCode,
  INSPECTION_FIELDS,
  InspectionFormTexts,
  inspectionFieldError,
  NOTES_MAX,
  normalizeVin,
  ODOMETER_MAX,
  readInspectionForm,
  sameInspectionAsk,
  VIN_LENGTH,
  WINDOW_MAX_DAYS,
} from './inspectionForm'
export {
  InspectionListTexts,
  inspectionStatusLabels,
  inspectionWindowText,
  isInspectionCancellable,
} from './inspectionStatus'
