import { runNumber, savedAuctionActionText, savedAuctionDealershipName } from '../../launch/savedAuctionText'
import type { SavedAuction } from '../../model/savedAuction'

/** What a saved list row shows (marketplace §3, §4). */
export interface SavedAuctionRow {
  readonly id: number
  readonly title: string
  readonly vin: string
  readonly dealershipName: string
  readonly actionText: string
  readonly runNumber: number
  /** complete and not read-only: the row may be sent to auction (alone or in a bulk launch). */
  readonly launchable: boolean
  /** Why the row may not launch, for the disabled control; null when it may. */
  readonly blockedReason: string | null
  readonly readOnly: boolean
  readonly redLightMessages: readonly string[]
  readonly auctionId: number | null
}

/** Texts of the saved list (ours). */
export const SavedListTexts = {
  readOnly: 'This saved auction is read-only.',
  notComplete: 'This vehicle is not ready to send to auction.',
  limited: 'Limited users cannot send vehicles to auction.',
} as const

export const vehicleTitle = (v: Pick<SavedAuction, 'year' | 'make' | 'model' | 'trim'>): string =>
  [v.year, v.make, v.model, v.trim].filter((part) => part !== null && part !== '').join(' ')

export const savedAuctionRow = (saved: SavedAuction, limited: boolean): SavedAuctionRow => {
  const blockedReason = limited
    ? SavedListTexts.limited
    : saved.readOnly
      ? SavedListTexts.readOnly
      : saved.status !== 'complete'
        ? SavedListTexts.notComplete
        : null
  return {
    id: saved.id,
    title: vehicleTitle(saved),
    vin: saved.vin,
    dealershipName: savedAuctionDealershipName(saved.dealershipName),
    actionText: savedAuctionActionText(saved.status),
    runNumber: runNumber(saved.launchCount),
    launchable: blockedReason === null,
    blockedReason,
    readOnly: saved.readOnly,
    redLightMessages: saved.forceRedLight ? saved.redLightMessages : [],
    auctionId: saved.auctionId,
  }
}
