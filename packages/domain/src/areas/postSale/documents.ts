import type { DownloadedFile } from '../../model/auctionInsights'
import type { AuctionId } from '../../model/ids'
import { createPortId } from '../../ports/portId'
import type { DownloadProgress } from '../selling/SellingLists'

/**
 * A purchase's documents and the won export (marketplace §7 My auctions: GET finalized/{id}/dealer_license or
 * resale_certificate; export files for won). The export reports progress as its bytes arrive.
 */
export interface PurchaseDocuments {
  dealerLicense(auctionId: AuctionId): Promise<DownloadedFile>
  resaleCertificate(auctionId: AuctionId): Promise<DownloadedFile>
  exportWon(onProgress: (progress: DownloadProgress) => void): Promise<DownloadedFile>
}
export const PurchaseDocuments = createPortId<PurchaseDocuments>('purchase-documents')

/** The documents' words (ours). */
export const DocumentTexts = {
  heading: 'Documents',
  dealerLicense: 'Download dealer license',
  resaleCertificate: 'Download resale certificate',
  exportWon: 'Export won auctions (CSV)',
  afterFinalize: 'The documents are available once the purchase is finalized.',
  downloaded: 'Downloaded.',
} as const
