import { canSell, isLimited, type PortResolver, SessionControl } from '@gavel/domain'
import { type SavedAuctionPage, type SavedAuctionQuery, SavedAuctions } from '@gavel/domain/areas/selling'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useService } from '../../../services/ServicesProvider'
import { sellingKeys } from '../queryKeys'

/**
 * Rows fetched a call: a small first page so the first rows show soon, then large pages so 5,000 saved vehicles
 * take about 50 calls (the contract allows 100).
 */
export const SAVED_FIRST_PAGE = 25
export const SAVED_PAGE_SIZE = 100

/** The list as it opens: every dealership (-1), no search. */
const OPENING = { from: 0, size: SAVED_FIRST_PAGE, dealerFilter: -1, query: '' } as const satisfies SavedAuctionQuery

/** How long a prefetched first page may wait for its screen before it is too old to show. */
const PREFETCH_KEPT_MS = 15_000

let prefetched: { readonly page: Promise<SavedAuctionPage>; readonly at: number } | null = null

/**
 * Starts the saved list's first page as soon as the selling area is bound (issue 12), beside the screen's code and
 * the query cache instead of after the screen has mounted; the screen's first request for that page takes it (once).
 * Only for a user the guard lets in (signed in, not limited, may sell: shell §4.1), and once while one waits for its
 * screen; a failure is the screen's to show.
 */
export const prefetchSavedAuctions = (services: PortResolver): void => {
  const session = services.resolve(SessionControl).current()
  if (session === null || isLimited(session.user) || !canSell(session.user)) return
  if (prefetched !== null && Date.now() - prefetched.at < PREFETCH_KEPT_MS) return
  const page = services.resolve(SavedAuctions).list(OPENING)
  page.catch(() => {}) // read by the screen, or dropped when the guard sends the user elsewhere
  prefetched = { page, at: Date.now() }
}

/** The prefetched first page when it is the one asked for and still recent; null otherwise. Taken once. */
const takePrefetched = (query: SavedAuctionQuery): Promise<SavedAuctionPage> | null => {
  const taken = prefetched
  prefetched = null
  const same =
    query.from === OPENING.from &&
    query.size === OPENING.size &&
    query.dealerFilter === OPENING.dealerFilter &&
    query.query === OPENING.query
  return taken !== null && same && Date.now() - taken.at < PREFETCH_KEPT_MS ? taken.page : null
}

/** The saved list, page after page (marketplace §7 Saved auctions). */
export const useSavedAuctionList = (dealerFilter: number, query: string) => {
  const saved = useService(SavedAuctions)
  return useInfiniteQuery({
    queryKey: sellingKeys.savedList(dealerFilter, query),
    initialPageParam: 0,
    queryFn: ({ pageParam }) => {
      const wanted = {
        from: pageParam,
        size: pageParam === 0 ? SAVED_FIRST_PAGE : SAVED_PAGE_SIZE,
        dealerFilter,
        query,
      } satisfies SavedAuctionQuery
      return takePrefetched(wanted) ?? saved.list(wanted)
    },
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.savedAuctions.length, 0)
      return loaded < last.total && last.savedAuctions.length > 0 ? loaded : undefined
    },
  })
}

/** One saved auction with its launch options (GET launch/v1/{id}/details). */
export const useLaunchOptions = (id: number) => {
  const saved = useService(SavedAuctions)
  return useQuery({ queryKey: sellingKeys.launchOptions(id), queryFn: () => saved.details(id) })
}
