import type { DownloadedFile } from '../../model/auctionInsights'
import type { AuctionId } from '../../model/ids'
import { createPortId } from '../../ports/portId'
import type { DateRange } from './closedInvoiceRange'
import type { CapitalInvoiceList, PaymentReceipt } from './model'
import type { PaymentIntent } from './payment'

/**
 * Capital invoices, payments and their documents (marketplace §7 Capital service: open-invoices, closed-invoices
 * (start_date, end_date), POST payment {auction_id, total}, v1/title/document/{id}, bill_of_sale/{id}).
 * `pay` sends the intent's idempotency key, so a retry of the same intent never pays twice; it rejects with
 * ActionRejected (wrong total, already paid) or the read errors.
 */
export interface CapitalInvoices {
  open(): Promise<CapitalInvoiceList>
  closed(range: DateRange): Promise<CapitalInvoiceList>
  pay(intent: PaymentIntent): Promise<PaymentReceipt>
  titleDocument(auctionId: AuctionId): Promise<DownloadedFile>
  billOfSale(auctionId: AuctionId): Promise<DownloadedFile>
}
export const CapitalInvoices = createPortId<CapitalInvoices>('capital-invoices')
