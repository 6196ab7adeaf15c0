/** The billing area's surface (ADR 0019): dealership invoices. */

export type { BuyerFeeTier } from './BuyerFeeSchedule'
export { BuyerFeeSchedule } from './BuyerFeeSchedule'
export { DealerInvoices } from './DealerInvoices'
export type { DealerInvoice, InvoicePage, InvoiceStatus, InvoiceSummary, InvoiceType } from './model'
export { INVOICE_PAGE_SIZE, InvoiceTypeTexts, pageCount } from './model'
