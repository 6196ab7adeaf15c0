import type { DownloadedFile } from '../model/auctionInsights'
import type { AuctionId } from '../model/ids'
import { createPortId } from './portId'

/** An auction's documents (marketplace §7 GET auction/{id}/documents/bill_of_sale (file)). */
export interface AuctionDocuments {
  /** Only for auctions whose permissions say canDownloadBillOfSale; others reject. */
  billOfSale(id: AuctionId): Promise<DownloadedFile>
}
export const AuctionDocuments = createPortId<AuctionDocuments>('auction-documents')
