import type { AuctionId } from '@gavel/domain'
import { type BuyingList, BuyingLists, Deals } from '@gavel/domain/areas/buying'
import { type QueryClient, useQuery } from '@tanstack/react-query'
import { useService } from '../../services/ServicesProvider'

/** Query keys of the buying area: every list, the won summary, offers and deals share the `buying` root. */
export const buyingKeys = {
  all: ['buying'] as const,
  list: (list: BuyingList) => ['buying', 'list', list] as const,
  wonSummary: ['buying', 'wonSummary'] as const,
  offers: ['buying', 'offers'] as const,
  deals: ['buying', 'deals'] as const,
  deal: (id: AuctionId) => ['buying', 'deal', id] as const,
}

/** One buying list, loaded (and failing) on its own. */
export const useBuyingList = (list: BuyingList, enabled = true) => {
  const lists = useService(BuyingLists)
  return useQuery({ queryKey: buyingKeys.list(list), queryFn: () => lists.auctions(list), enabled })
}

export const useWonSummary = () => {
  const lists = useService(BuyingLists)
  return useQuery({ queryKey: buyingKeys.wonSummary, queryFn: () => lists.wonSummary() })
}

export const useOffers = () => {
  const deals = useService(Deals)
  return useQuery({ queryKey: buyingKeys.offers, queryFn: () => deals.offers() })
}

export const useDeals = () => {
  const deals = useService(Deals)
  return useQuery({ queryKey: buyingKeys.deals, queryFn: () => deals.list() })
}

/** Every buying list, summary, offer and deal is stale: an auction moved between them (marketplace §4). */
export const refreshBuying = (client: QueryClient, except?: BuyingList) =>
  client.invalidateQueries({
    predicate: (q) => q.queryKey[0] === 'buying' && !(q.queryKey[1] === 'list' && q.queryKey[2] === except),
  })
