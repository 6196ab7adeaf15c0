/** The transport hub area (marketplace §3, §4, §7 Transport; ADR 0028). */
export type { PickedFile } from './GatePassUploads'
export { GatePassUploads } from './GatePassUploads'
export type {
  CheckoutOptions,
  DealershipPlace,
  JobPlace,
  JobStatus,
  JobsFilter,
  JobsPage,
  ServiceOption,
  TransportJobDetail,
  TransportQuote,
} from './model'
export { JOB_STATUSES } from './model'
export type { PhoneSource } from './orderRules'
export {
  contactPhoneFrom,
  GATE_PASS_MAX_BYTES,
  gatePassFileRefusal,
  isWellFormedVin,
  jobStatusLabel,
  vehicleLimitRefusal,
  vinsIn,
} from './orderRules'
export type { PromotionOrder, TransportPromotion } from './promotions'
export {
  PROMOTIONS_FRESH_MS,
  promotionSaving,
  promotionShortfall,
  promotionTerms,
  TransportPromotions,
} from './promotions'
export { TransportJobs } from './TransportJobs'
export type { TransportOrder } from './TransportOrdering'
export { TransportOrdering } from './TransportOrdering'
