import { Messages, SavedAuctionActionTexts } from '../messages'

/** The action text a saved auction's status shows (marketplace §4); any other status shows 'Missing Info'. */
export const savedAuctionActionText = (status: string): string => {
  switch (status) {
    case 'complete':
      return SavedAuctionActionTexts.complete
    case 'submitted':
      return SavedAuctionActionTexts.submitted
    case 'max_launches':
      return SavedAuctionActionTexts.max_launches
    case 'expired':
      return SavedAuctionActionTexts.expired
    default:
      return SavedAuctionActionTexts.other
  }
}

/** Run number = launch_count + 1 (marketplace §3). */
export const runNumber = (launchCount: number): number => launchCount + 1

/** A missing dealership shows the name 'Unknown' (marketplace §3). */
export const savedAuctionDealershipName = (name: string | null | undefined): string =>
  name === null || name === undefined || name.trim() === '' ? Messages.unknownDealership : name

/** The saved list uses all dealers when the dealer filter is -1 (marketplace §5). */
export const savedListDealerFilter = (
  dealerFilter: number,
): { readonly allDealers: true } | { readonly allDealers: false; readonly dealerIds: readonly number[] } =>
  dealerFilter === -1 ? { allDealers: true } : { allDealers: false, dealerIds: [dealerFilter] }
