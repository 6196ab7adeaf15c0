export {
  ApplicationTexts,
  checkLeadAmount,
  checkNote,
  checkPhone,
  checkRequestedLimit,
  MAX_NOTE_LENGTH,
  MIN_LEAD_AMOUNT,
  parseDollars,
  phoneDigits,
} from './applications'
export type { LeadApplication, LineIncreaseApplication } from './CapitalAccounts'
export { CapitalAccounts } from './CapitalAccounts'
export type { AuctionFee } from './CapitalFees'
export { CapitalFees } from './CapitalFees'
export { CapitalInvoices } from './CapitalInvoices'
export { CapitalTexts } from './capitalTexts'
export type { DateRange, DateRangeCheck } from './closedInvoiceRange'
export {
  CLOSED_INVOICES_DEFAULT_DAYS,
  checkDateRange,
  DateRangeTexts,
  defaultClosedRange,
  isoDateOf,
} from './closedInvoiceRange'
export type { CreditBanner } from './creditBanner'
export { creditBannerOf } from './creditBanner'
export type {
  CapitalAccount,
  CapitalAccountStatus,
  CapitalInvoice,
  CapitalInvoiceList,
  CapitalLead,
  CreditBalance,
  FeeEligibility,
  FeeRangeCheck,
  FeeTier,
  LeadStatus,
  LineIncrease,
  OnboardingTask,
  PaymentReceipt,
} from './model'
export type { PaymentIntent } from './payment'
export { canPay, invoiceVehicle, paymentIntentFor } from './payment'
export type { CapitalPortalEntry } from './portalEntry'
export { CapitalPaths, capitalDealerIds, capitalPortalEntry, defaultCapitalDealer } from './portalEntry'
