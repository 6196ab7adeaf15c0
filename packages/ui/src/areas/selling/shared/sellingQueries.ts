import { type SavedAuctionQuery, SavedAuctions } from '@gavel/domain/areas/selling'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useService } from '../../../services/ServicesProvider'
import { sellingKeys } from '../queryKeys'

/**
 * Rows fetched a call: a small first page so the first rows show soon, then large pages so 5,000 saved vehicles
 * take about 50 calls (the contract allows 100).
 */
export const SAVED_FIRST_PAGE = 25
export const SAVED_PAGE_SIZE = 100

/** The saved list, page after page (marketplace §7 Saved auctions). */
export const useSavedAuctionList = (dealerFilter: number, query: string) => {
  const saved = useService(SavedAuctions)
  return useInfiniteQuery({
    queryKey: sellingKeys.savedList(dealerFilter, query),
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      saved.list({
        from: pageParam,
        size: pageParam === 0 ? SAVED_FIRST_PAGE : SAVED_PAGE_SIZE,
        dealerFilter,
        query,
      } satisfies SavedAuctionQuery),
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
