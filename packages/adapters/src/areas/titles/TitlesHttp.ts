import type { DownloadedFile } from '@gavel/domain'
import type { TitleExport, TitleList, TitleListName, Titles } from '@gavel/domain/areas/titles'
import type { MyAuctionsClient } from '@gavel/sdk'
import { downloadedFile } from '../../support/downloadedFile'
import { callGateway } from '../../support/toDomainError'
import { toTitleList } from './titlesWire'

const EXPORTS = { in_process: 'titles_in_process', finalized: 'titles_finalized' } as const

/** The user's titles and their CSV exports over the my-auctions gateway (docs/adr/0027; marketplace §7 exports). */
export class TitlesHttp implements Titles {
  constructor(private readonly client: MyAuctionsClient) {}

  async list(name: TitleListName): Promise<TitleList> {
    const { data } = await callGateway(() => this.client.GET('/titles', { params: { query: { list: name } } }))
    return toTitleList(data)
  }

  async exportCsv(kind: TitleExport): Promise<DownloadedFile> {
    const list = EXPORTS[kind]
    const { data, response } = await callGateway(() =>
      this.client.GET('/export/{list}', { params: { path: { list } }, parseAs: 'arrayBuffer' }),
    )
    return downloadedFile(data, response, `${list}.csv`)
  }
}
