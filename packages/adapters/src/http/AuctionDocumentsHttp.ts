import type { AuctionDocuments, AuctionId, DownloadedFile } from '@gavel/domain'
import type { BuyingClient } from '@gavel/sdk'
import { callGateway } from '../support/toDomainError'

/** The file name the server gives in Content-Disposition, else ours. */
const fileNameOf = (disposition: string | null, fallback: string): string =>
  /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? fallback

/** The bill of sale as a file (marketplace §7 GET auction/{id}/documents/bill_of_sale). */
export class AuctionDocumentsHttp implements AuctionDocuments {
  constructor(private readonly client: BuyingClient) {}

  async billOfSale(id: AuctionId): Promise<DownloadedFile> {
    const { data, response } = await callGateway(() =>
      this.client.GET('/auction/{id}/documents/bill_of_sale', { params: { path: { id } }, parseAs: 'arrayBuffer' }),
    )
    return {
      fileName: fileNameOf(response.headers.get('Content-Disposition'), `bill-of-sale-${id}.pdf`),
      contentType: response.headers.get('Content-Type') ?? 'application/pdf',
      bytes: new Uint8Array(data as ArrayBuffer),
    }
  }
}
