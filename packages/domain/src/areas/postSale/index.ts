/** The post-sale area (issue 11, ADR 0019): finalize a win, report a problem, the post-sale timeline. */
export type {
  ArbitrationPlan,
  CheckoutOptions,
  DeliveryAddress,
  FinalizeOrder,
  FinalizeReceipt,
  OrderVehicle,
} from './checkout'
export { addressLine, CAPITAL_PAYMENT_METHOD, paymentMethodLabel, serviceTypeLabel } from './checkout'
export type {
  ComplaintDraft,
  ComplaintErrors,
  ComplaintField,
  ComplaintReceipt,
  ComplaintSubmission,
} from './complaint'
export {
  Arbitration,
  COMPLAINT_ISSUE_TYPE,
  ComplaintTexts,
  complaintFieldError,
  complaintSubmission,
  emptyComplaint,
  FEEDBACK_MAX,
  validateComplaint,
} from './complaint'
export { DocumentTexts, PurchaseDocuments } from './documents'
export type { EvidenceFile, EvidenceUpload, UploadedEvidence } from './evidence'
export { EVIDENCE_ACCEPT, EVIDENCE_MAX_BYTES, EvidenceUploads, evidenceRefusal } from './evidence'
export type { EvidenceEvent, EvidenceItem } from './evidenceQueue'
export { evidenceReducer, evidenceSettled, uploadedKeys } from './evidenceQueue'
export type { FinalizeChoices, FinalizeErrors, FinalizeField } from './finalizeForm'
export {
  FinalizeTexts,
  finalizeOrder,
  finalizeTotal,
  hasErrors,
  initialChoices,
  validateFinalize,
} from './finalizeForm'
export type { FinalizeIntent } from './finalizePurchase'
export { createPurchaseFinalizer, PurchaseFinalizer } from './finalizePurchase'
export type { CapitalPaymentIntent } from './ports'
export { CapitalPayments, DealershipAddresses, OrderCheckout } from './ports'
export type { ArbitrationAction, PostSaleProgress, StepState, StepStatus } from './progress'
export { OPEN_CLAIM_ACTION } from './progress'
export type { NextAction, TimelineStep, TimelineStepKind } from './timeline'
export { postSaleTimeline, stepStatusLabel, TimelineTexts, windowRemaining } from './timeline'
export { PostSaleTracking } from './timelinePorts'
