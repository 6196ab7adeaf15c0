import type { AuctionId, DealerId, Dollars, EpochMillis } from '../../model/ids'

/** A marketplace invoice to a dealership (marketplace §2 invoices open and closed; fields: contracts/openapi/myaccount.yaml). */
export type InvoiceStatus = 'open' | 'closed'
export type InvoiceType = 'vehicle_purchase' | 'buy_fee' | 'sell_fee' | 'transport'

export interface DealerInvoice {
  readonly id: number
  readonly invoiceNumber: string
  readonly dealerId: DealerId
  readonly type: InvoiceType
  readonly status: InvoiceStatus
  readonly auctionId: AuctionId | null
  readonly vin: string | null
  readonly description: string
  readonly amount: Dollars
  readonly balanceDue: Dollars
  readonly createdAt: EpochMillis
  readonly dueDate: EpochMillis
  readonly paidAt: EpochMillis | null
}

export interface InvoicePage {
  readonly invoices: readonly DealerInvoice[]
  readonly total: number
  readonly page: number
  readonly size: number
}

/** The summary balance ('Failed to retrieve summary balance' when it cannot be read, marketplace §8). */
export interface InvoiceSummary {
  readonly openCount: number
  readonly openBalance: Dollars
  readonly overdueCount: number
  readonly overdueBalance: Dollars
  readonly paidLast90Days: Dollars
}

export const InvoiceTypeTexts: Readonly<Record<InvoiceType, string>> = {
  vehicle_purchase: 'Vehicle purchase',
  buy_fee: 'Buy fee',
  sell_fee: 'Sell fee',
  transport: 'Transport',
}

/** Default page size (marketplace §9 "Default page size: 12"). */
export const INVOICE_PAGE_SIZE = 12

export const pageCount = (page: Pick<InvoicePage, 'total' | 'size'>): number =>
  Math.max(1, Math.ceil(page.total / page.size))
