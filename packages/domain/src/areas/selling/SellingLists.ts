import type { Auction } from '../../model/auction'
import type { DownloadedFile } from '../../model/auctionInsights'
import { createPortId } from '../../ports/portId'

/** The seller's my-account lists (marketplace §7 My auctions: bff/myacv/active/selling, negotiation selling, selling/sold). */
export type SellingList = 'activeSelling' | 'negotiationsSelling' | 'sold'

/**
 * The seller's lists, each auction whole (as the listing decodes it), so the live store, pills and permissions
 * apply; in the server's order. Rejects with the domain's errors (MalformedResponse for a broken payload).
 */
export interface SellingLists {
  auctions(list: SellingList): Promise<readonly Auction[]>
}
export const SellingLists = createPortId<SellingLists>('selling-lists')

/** The lists the seller may export as CSV (marketplace §7 "export files for … sold, unsold, saved"). */
export type SellingExport = 'sold' | 'unsold' | 'saved'

/** How much of a download arrived: bytes so far, and the whole size when the server says it. */
export interface DownloadProgress {
  readonly received: number
  readonly total: number | null
}

/** Downloads a list's export, reporting progress as the bytes arrive. */
export interface SellingExports {
  exportList(list: SellingExport, onProgress?: (progress: DownloadProgress) => void): Promise<DownloadedFile>
}
export const SellingExports = createPortId<SellingExports>('selling-exports')

/** The share of a download that arrived, 0 to 1, or null when the whole size is unknown. */
export const downloadShare = ({ received, total }: DownloadProgress): number | null =>
  total === null || total <= 0 ? null : Math.min(1, received / total)

/** The labels of the exports (ours). */
export const SellingExportLabels: Readonly<Record<SellingExport, string>> = {
  sold: 'Export sold',
  unsold: 'Export unsold',
  saved: 'Export saved',
}
