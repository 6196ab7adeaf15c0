import type { DownloadedFile } from '../../model/auctionInsights'
import type { DealerId } from '../../model/ids'
import { createPortId } from '../../ports/portId'
import type { InvoicePage, InvoiceStatus, InvoiceSummary } from './model'

/**
 * A dealership's marketplace invoices (marketplace §7 My-account service: invoice/summary, invoice, invoice/export,
 * invoice/download). Rejects with SessionExpired, ServiceUnavailable, MalformedResponse, NotFound or RequestCanceled.
 */
export interface DealerInvoices {
  summary(dealerId: DealerId): Promise<InvoiceSummary>
  list(dealerId: DealerId, status: InvoiceStatus, page: number): Promise<InvoicePage>
  exportCsv(dealerId: DealerId, status: InvoiceStatus): Promise<DownloadedFile>
  download(invoiceId: number): Promise<DownloadedFile>
}
export const DealerInvoices = createPortId<DealerInvoices>('dealer-invoices')
