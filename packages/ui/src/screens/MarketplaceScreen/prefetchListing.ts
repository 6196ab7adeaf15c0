import { type Auction, AuctionListing, type PortResolver, parseListingQuery, SessionControl } from '@gavel/domain'
import type { LazyQueryCache } from '../../services/query/queryCache'
import { columnsFor } from './columns'
import { listingQueryKey, listingRequestOf } from './useListingRequest'

/**
 * The first row's photos (the listing's largest paint) start as soon as the page is decoded, at high priority,
 * instead of when the cards mount; the cards ask for the same URLs and get them from the preload.
 */
const preloadFirstRow = (auctions: readonly Auction[]) => {
  for (const auction of auctions.slice(0, columnsFor(window.innerWidth))) {
    if (!auction.images) continue
    const link = document.createElement('link')
    link.setAttribute('rel', 'preload')
    link.setAttribute('as', 'image')
    link.setAttribute('href', auction.images.medium)
    link.setAttribute('fetchpriority', 'high')
    document.head.append(link)
  }
}

/**
 * Starts the listing's first page for a signed-in dealer opening /marketplace, while the route's screen is still
 * being built (issue 10: the cold load was serial, JS → config → container → guard → route → listing → photo). The
 * request is the one the screen makes for the same URL, in the same cache entry, so the screen finds it in flight or
 * done; the first row's photos follow as soon as the page is decoded. /search is left to the screen: with no query its defaults come from the saved searches.
 *
 * Answers a promise that settles once the first page is decoded or has failed (never rejects), so the first render
 * can wait for it (docs/adr/0047), or null when nothing was asked.
 */
export const prefetchListing = (
  queries: LazyQueryCache,
  resolver: PortResolver,
  location: { readonly pathname: string; readonly search: string },
): Promise<void> | null => {
  if (location.pathname !== '/marketplace' || resolver.resolve(SessionControl).current() === null) return null
  const request = listingRequestOf(parseListingQuery(location.search))
  if (request.source.kind === 'run_list') return null
  const listing = resolver.resolve(AuctionListing)
  let settled = () => {}
  const firstPage = new Promise<void>((resolve) => {
    settled = resolve
  })
  // the early cache (docs/adr/0046): TanStack Query loads after the first card and takes the page over then
  queries.early.infinite(
    listingQueryKey(request),
    async (cursor: string | null) => {
      if (cursor !== null) return listing.list({ ...request, cursor })
      try {
        const page = await listing.list({ ...request, cursor })
        preloadFirstRow(page.auctions)
        return page
      } finally {
        settled()
      }
    },
    null as string | null,
    (last) => last.nextCursor,
  )
  return firstPage
}
