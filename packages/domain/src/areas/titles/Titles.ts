import type { DownloadedFile } from '../../model/auctionInsights'
import { createPortId } from '../../ports/portId'
import type { TitleList, TitleListName } from './model'

/** The two title exports of marketplace §7 ("GET export files for … in-process titles, finalized titles"). */
export type TitleExport = 'in_process' | 'finalized'

/**
 * The user's titles (docs/adr/0027 GET titles?list=) and their exports. Rejects with SessionExpired,
 * ServiceUnavailable, MalformedResponse or RequestCanceled.
 */
export interface Titles {
  list(name: TitleListName): Promise<TitleList>
  exportCsv(kind: TitleExport): Promise<DownloadedFile>
}
export const Titles = createPortId<Titles>('titles')
