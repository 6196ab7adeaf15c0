import {
  type Auction,
  AuctionBidding,
  AuctionClaims,
  AuctionOffers,
  AuctionReserve,
  type ClaimDealer,
  type DealerId,
  type Dollars,
  IdGenerator,
  Watchlist,
} from '@gavel/domain'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { DetailActionHandlers } from '../../components/DetailActions'
import { queryState } from '../../containers/queryState'
import { queryKeys } from '../../services/queryKeys'
import { useService } from '../../services/ServicesProvider'

/**
 * The detail page's actions beside the plain bid, over their ports. Each submit is one intent with a fresh
 * idempotency key; after the server confirms, the auction is refetched, so what the page shows comes from the
 * server (never from what was typed).
 */
export const useDetailActions = (auction: Auction, canClaim: boolean): DetailActionHandlers => {
  const bidding = useService(AuctionBidding)
  const watchlist = useService(Watchlist)
  const claims = useService(AuctionClaims)
  const claimDealers = useQuery({
    queryKey: queryKeys.dealersCanClaim,
    queryFn: () => claims.dealersCanClaim(),
    enabled: canClaim,
  })
  const offers = useService(AuctionOffers)
  const reserve = useService(AuctionReserve)
  const ids = useService(IdGenerator)
  const queryClient = useQueryClient()
  const id = auction.id
  const handlers = useMemo(() => {
    const refetch = () => void queryClient.invalidateQueries({ queryKey: queryKeys.auction(id) })
    const then = async <T>(work: Promise<T>): Promise<T> => {
      const result = await work
      refetch()
      return result
    }
    return {
      refetch,
      watch: (watch: boolean) => (watch ? watchlist.watch(id) : watchlist.unwatch(id)),
      claim: (dealer: ClaimDealer, claim: boolean) =>
        claim ? claims.claim(id, dealer.id) : claims.release(id, dealer.id),
      setProxy: (max: Dollars) =>
        then(
          bidding.placeBid({ auctionId: id, amount: max, proxy: true, persistent: false, idempotencyKey: ids.next() }),
        ),
      savePersistentProxy: (max: Dollars) => then(bidding.setPersistentProxy(id, max)),
      cancelPersistentProxy: (max: Dollars) => then(bidding.cancelPersistentProxy(id, max)),
      makeOffer: (amount: Dollars, dealerId: DealerId | null) =>
        then(
          offers.makeOffer({
            auctionId: id,
            amount,
            ...(dealerId === null ? {} : { dealerId }),
            idempotencyKey: ids.next(),
          }),
        ),
      removeReserve: () => then(reserve.removeReserve(id)),
    }
  }, [bidding, offers, reserve, ids, queryClient, id, watchlist, claims])
  return { ...handlers, claimDealers: queryState(claimDealers) }
}
