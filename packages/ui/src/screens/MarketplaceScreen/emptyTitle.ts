import type { ListingSource } from '@gavel/domain'

/** What an empty listing says, per lane (our wording; the spec shows none for the listing). */
export const emptyTitle = (source: ListingSource, laneName: string): string => {
  switch (source.kind) {
    case 'watchlist':
      return 'Your watchlist is empty'
    case 'ended':
      return 'No ended auctions match'
    case 'lanes':
      return source.lanes.length === 1 && source.lanes[0] === 'live'
        ? 'No live auctions right now'
        : `No auctions in ${laneName} right now`
    default:
      return `No auctions in ${laneName} right now`
  }
}

export const emptyBody = (source: ListingSource): string =>
  source.kind === 'watchlist'
    ? 'Watch an auction from its page to follow it here.'
    : 'New vehicles launch through the day. Check back soon.'
