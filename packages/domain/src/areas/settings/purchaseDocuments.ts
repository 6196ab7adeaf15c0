import { emptyListMessage } from '../../messages'
import type { Auction } from '../../model/auction'
import { DocumentTexts } from '../postSale/documents'

/** The documents page's words (ours; shell §2.3 names the page, marketplace §7 My auctions its downloads). */
export const SettingsDocsTexts = {
  heading: 'Documents',
  intro: 'The dealer license and resale certificate of every purchase your dealerships won.',
  listLabel: 'Won purchases',
  loading: 'Loading your purchases',
  emptyTitle: 'No purchases yet',
  empty: emptyListMessage('won'),
} as const

/** The won purchases the documents page lists: latest sale first. */
export const documentPurchases = (won: readonly Auction[]): readonly Auction[] =>
  [...won].sort((a, b) => b.endsAt - a.endsAt)

/**
 * Why a purchase's documents cannot be downloaded yet, or null: only a purchase the server marks as not finalized
 * is closed (the documents follow the finalization, marketplace §7 "GET finalized/{id}/…").
 */
export const documentsClosedReason = (purchase: Auction): string | null =>
  purchase.finalized === false ? DocumentTexts.afterFinalize : null
