import type { AuctionDocuments, AuctionId, DownloadedFile } from '@gavel/domain'
import type { BuyingClient } from '@gavel/sdk'
import { downloadedFile } from '../support/downloadedFile'
import { callGateway } from '../support/toDomainError'

/** The file name the server gives in Content-Disposition, else ours. */
/** The bill of sale as a file (marketplace §7 GET auction/{id}/documents/bill_of_sale). */
export class AuctionDocumentsHttp implements AuctionDocuments {
  constructor(private readonly client: BuyingClient) {}

  async billOfSale(id: AuctionId): Promise<DownloadedFile> {
    const { data, response } = await callGateway(() =>
      this.client.GET('/auction/{id}/documents/bill_of_sale', { params: { path: { id } }, parseAs: 'arrayBuffer' }),
    )
    return downloadedFile(data, response, `bill-of-sale-${id}.pdf`, 'application/pdf')
  }
}
