import {
  type Auction,
  AuctionBidding,
  AuctionCatalog,
  type AuctionId,
  type BidReceipt,
  type Dollars,
  IdGenerator,
} from '@gavel/domain'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { createLiveAuctionStore } from '../../live/liveAuctionStore'
import { useLiveFeed } from '../../live/useLiveFeed'
import { useService } from '../../services/ServicesProvider'

/** Places a bid on an auction and applies the receipt to the live store. */
export type PlaceBid = (auction: Auction, amount: Dollars) => Promise<BidReceipt>

/**
 * One auction from the catalog, kept live through the feed, with a placeBid that builds one BidIntent per
 * submit: a fresh idempotency key from IdGenerator each time (the SDK reuses it across its own retries).
 */
export const useAuctionDetail = (id: AuctionId | null) => {
  const catalog = useService(AuctionCatalog)
  const bidding = useService(AuctionBidding)
  const ids = useService(IdGenerator)
  const query = useQuery({
    queryKey: ['auction', id],
    queryFn: () => catalog.getById(id as AuctionId),
    enabled: id !== null,
  })
  const [store] = useState(() => createLiveAuctionStore())
  useEffect(() => {
    if (query.data) store.load([query.data])
  }, [store, query.data])
  useEffect(() => () => store.dispose(), [store])
  const watched = useMemo(() => (id === null ? [] : [id]), [id])
  const { refetch } = query
  useLiveFeed(watched, store, () => void refetch())

  const placeBid = useCallback<PlaceBid>(
    async (auction, amount) => {
      const receipt = await bidding.placeBid({
        auctionId: auction.id,
        amount,
        proxy: false,
        persistent: false,
        idempotencyKey: ids.next(),
      })
      store.applyReceipt(receipt)
      return receipt
    },
    [bidding, ids, store],
  )
  return { query, store, placeBid }
}
