import {
  type Auction,
  AuctionBidding,
  AuctionOffers,
  AuctionReserve,
  type DealerId,
  type Dollars,
  IdGenerator,
} from '@gavel/domain'
import { useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { queryKeys } from '../../services/queryKeys'
import { useService } from '../../services/ServicesProvider'

/**
 * The detail page's actions beside the plain bid, over their ports. Each submit is one intent with a fresh
 * idempotency key; after the server confirms, the auction is refetched, so what the page shows comes from the
 * server (never from what was typed).
 */
export const useDetailActions = (auction: Auction) => {
  const bidding = useService(AuctionBidding)
  const offers = useService(AuctionOffers)
  const reserve = useService(AuctionReserve)
  const ids = useService(IdGenerator)
  const queryClient = useQueryClient()
  const id = auction.id
  return useMemo(() => {
    const refetch = () => void queryClient.invalidateQueries({ queryKey: queryKeys.auction(id) })
    const then = async <T>(work: Promise<T>): Promise<T> => {
      const result = await work
      refetch()
      return result
    }
    return {
      refetch,
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
  }, [bidding, offers, reserve, ids, queryClient, id])
}
