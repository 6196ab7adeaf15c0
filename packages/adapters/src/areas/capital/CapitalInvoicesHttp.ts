import type { AuctionId, DownloadedFile } from '@gavel/domain'
import type {
  CapitalInvoiceList,
  CapitalInvoices,
  DateRange,
  PaymentIntent,
  PaymentReceipt,
} from '@gavel/domain/areas/capital'
import type { CapitalClient } from '@gavel/sdk'
import { downloadedFile } from '../../support/downloadedFile'
import { callGateway } from '../../support/toDomainError'
import { toInvoiceList, toPaymentReceipt } from './capitalPortalWire'

/** Capital invoices, payments and documents over the capital gateway (marketplace §7). */
export class CapitalInvoicesHttp implements CapitalInvoices {
  constructor(private readonly client: CapitalClient) {}

  async open(): Promise<CapitalInvoiceList> {
    const { data } = await callGateway(() => this.client.GET('/open-invoices'))
    return toInvoiceList(data)
  }

  async closed(range: DateRange): Promise<CapitalInvoiceList> {
    const { data } = await callGateway(() =>
      this.client.GET('/closed-invoices', { params: { query: { start_date: range.start, end_date: range.end } } }),
    )
    return toInvoiceList(data)
  }

  /** One Idempotency-Key per intent: the SDK's retries and the dealer's own retry never pay twice (ADR 0027). */
  async pay(intent: PaymentIntent): Promise<PaymentReceipt> {
    const { data } = await callGateway(
      () =>
        this.client.POST('/payment', {
          body: { auction_id: intent.auctionId, total: intent.total },
          params: { header: { 'Idempotency-Key': intent.idempotencyKey } },
        }),
      { action: true },
    )
    return toPaymentReceipt(data)
  }

  async titleDocument(auctionId: AuctionId): Promise<DownloadedFile> {
    const { data, response } = await callGateway(() =>
      this.client.GET('/v1/title/document/{id}', { params: { path: { id: auctionId } }, parseAs: 'arrayBuffer' }),
    )
    return downloadedFile(data, response, `title-${auctionId}.pdf`)
  }

  async billOfSale(auctionId: AuctionId): Promise<DownloadedFile> {
    const { data, response } = await callGateway(() =>
      this.client.GET('/bill_of_sale/{id}', { params: { path: { id: auctionId } }, parseAs: 'arrayBuffer' }),
    )
    return downloadedFile(data, response, `bill-of-sale-${auctionId}.pdf`)
  }
}
