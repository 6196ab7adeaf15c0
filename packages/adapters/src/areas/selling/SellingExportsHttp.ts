import type { DownloadedFile } from '@gavel/domain'
import type { DownloadProgress, SellingExport, SellingExports } from '@gavel/domain/areas/selling'
import type { MyAuctionsClient } from '@gavel/sdk'
import { streamedFile } from '../../support/downloadedFile'
import { callGateway } from '../../support/toDomainError'

/** The CSV exports of the seller's lists (marketplace §7 GET export files; contracts/openapi/myauctions.yaml). */
export class SellingExportsHttp implements SellingExports {
  constructor(private readonly client: MyAuctionsClient) {}

  async exportList(list: SellingExport, onProgress: (p: DownloadProgress) => void = () => {}): Promise<DownloadedFile> {
    const { data, response } = await callGateway(() =>
      this.client.GET('/export/{list}', { params: { path: { list } }, parseAs: 'stream' }),
    )
    return streamedFile(data, response, `${list}.csv`, 'text/csv', onProgress)
  }
}
