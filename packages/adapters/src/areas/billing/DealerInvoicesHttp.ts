import { auctionId, type DealerId, type DownloadedFile, dealerId, dollars, epochMillis } from '@gavel/domain'
import {
  type DealerInvoices,
  INVOICE_PAGE_SIZE,
  type InvoicePage,
  type InvoiceStatus,
  type InvoiceSummary,
} from '@gavel/domain/areas/billing'
import type { MyAccountClient } from '@gavel/sdk'
import { Schema } from 'effect'
import { decodeOrThrow } from '../../support/decode'
import { downloadedFile } from '../../support/downloadedFile'
import { callGateway } from '../../support/toDomainError'

const Money = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))
const InvoiceWire = Schema.Struct({
  id: Schema.Int,
  invoice_number: Schema.String,
  dealer_id: Schema.Int,
  type: Schema.Literals(['vehicle_purchase', 'buy_fee', 'sell_fee', 'transport']),
  status: Schema.Literals(['open', 'closed']),
  auction_id: Schema.NullOr(Schema.Int),
  vin: Schema.NullOr(Schema.String),
  description: Schema.String,
  amount: Money,
  balance_due: Money,
  created_at: Schema.Int,
  due_date: Schema.Int,
  paid_at: Schema.NullOr(Schema.Int),
})
const PageWire = Schema.Struct({
  invoices: Schema.Array(InvoiceWire),
  total: Schema.Int,
  page: Schema.Int,
  size: Schema.Int,
})
const SummaryWire = Schema.Struct({
  open_count: Schema.Int,
  open_balance: Money,
  overdue_count: Schema.Int,
  overdue_balance: Money,
  paid_last_90_days: Money,
})
const decodePage = decodeOrThrow(PageWire, 'invoices')
const decodeSummary = decodeOrThrow(SummaryWire, 'invoice summary')
const ms = (s: number) => epochMillis(s * 1000)

/** A dealership's invoices over the my-account gateway (marketplace §7 My-account service). */
export class DealerInvoicesHttp implements DealerInvoices {
  constructor(private readonly client: MyAccountClient) {}

  async summary(dealer: DealerId): Promise<InvoiceSummary> {
    const { data } = await callGateway(() =>
      this.client.GET('/invoice/summary', { params: { query: { dealer_id: dealer } } }),
    )
    const w = decodeSummary(data)
    return {
      openCount: w.open_count,
      openBalance: dollars(w.open_balance),
      overdueCount: w.overdue_count,
      overdueBalance: dollars(w.overdue_balance),
      paidLast90Days: dollars(w.paid_last_90_days),
    }
  }

  async list(dealer: DealerId, status: InvoiceStatus, page: number): Promise<InvoicePage> {
    const { data } = await callGateway(() =>
      this.client.GET('/invoice', {
        params: { query: { dealer_id: dealer, status, page, size: INVOICE_PAGE_SIZE } },
      }),
    )
    const w = decodePage(data)
    return {
      total: w.total,
      page: w.page,
      size: w.size,
      invoices: w.invoices.map((i) => ({
        id: i.id,
        invoiceNumber: i.invoice_number,
        dealerId: dealerId(i.dealer_id),
        type: i.type,
        status: i.status,
        auctionId: i.auction_id === null ? null : auctionId(i.auction_id),
        vin: i.vin,
        description: i.description,
        amount: dollars(i.amount),
        balanceDue: dollars(i.balance_due),
        createdAt: ms(i.created_at),
        dueDate: ms(i.due_date),
        paidAt: i.paid_at === null ? null : ms(i.paid_at),
      })),
    }
  }

  async exportCsv(dealer: DealerId, status: InvoiceStatus): Promise<DownloadedFile> {
    const { data, response } = await callGateway(() =>
      this.client.GET('/invoice/export', { params: { query: { dealer_id: dealer, status } }, parseAs: 'arrayBuffer' }),
    )
    return downloadedFile(data, response, `invoices-${status}.csv`)
  }

  async download(invoiceId: number): Promise<DownloadedFile> {
    const { data, response } = await callGateway(() =>
      this.client.GET('/invoice/download', { params: { query: { invoice_id: invoiceId } }, parseAs: 'arrayBuffer' }),
    )
    return downloadedFile(data, response, `invoice-${invoiceId}.pdf`)
  }
}
