import type { AuctionId, DownloadedFile } from '@gavel/domain'
import type { PurchaseDocuments } from '@gavel/domain/areas/postSale'
import type { DownloadProgress } from '@gavel/domain/areas/selling'
import type { MyAuctionsClient } from '@gavel/sdk'
import { downloadedFile, streamedFile } from '../../support/downloadedFile'
import { callGateway } from '../../support/toDomainError'

/** A finalized purchase's documents and the won export (contracts/openapi/myauctions.yaml). */
export class PurchaseDocumentsHttp implements PurchaseDocuments {
  constructor(private readonly client: MyAuctionsClient) {}

  dealerLicense(auctionId: AuctionId): Promise<DownloadedFile> {
    return this.pdf(auctionId, 'dealer_license')
  }

  resaleCertificate(auctionId: AuctionId): Promise<DownloadedFile> {
    return this.pdf(auctionId, 'resale_certificate')
  }

  async exportWon(onProgress: (progress: DownloadProgress) => void): Promise<DownloadedFile> {
    const { data, response } = await callGateway(() =>
      this.client.GET('/export/{list}', { params: { path: { list: 'won' } }, parseAs: 'stream' }),
    )
    return streamedFile(data, response, 'won.csv', 'text/csv', onProgress)
  }

  private async pdf(id: AuctionId, kind: 'dealer_license' | 'resale_certificate'): Promise<DownloadedFile> {
    const { data, response } = await callGateway(() =>
      kind === 'dealer_license'
        ? this.client.GET('/finalized/{id}/dealer_license', { params: { path: { id } }, parseAs: 'arrayBuffer' })
        : this.client.GET('/finalized/{id}/resale_certificate', { params: { path: { id } }, parseAs: 'arrayBuffer' }),
    )
    return downloadedFile(data, response, `${kind}-${id}.pdf`, 'application/pdf')
  }
}
