import { type Auction, type AuctionId, AuctionsById, type BidReceipt, type Dollars } from '@gavel/domain'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { createLiveAuctionStore } from '../../live/liveAuctionStore'
import { useLiveFeed } from '../../live/useLiveFeed'
import { usePlaceBid } from '../../live/usePlaceBid'
import { queryKeys } from '../../services/queryKeys'
import { useService } from '../../services/ServicesProvider'

/** Places a bid on an auction and applies the receipt to the live store. */
export type PlaceBid = (auction: Auction, amount: Dollars) => Promise<BidReceipt>

/**
 * One auction from the catalog, kept live through the feed, with a placeBid (usePlaceBid: one intent and one
 * idempotency key per submit).
 */
export const useAuctionDetail = (id: AuctionId | null) => {
  const catalog = useService(AuctionsById)
  const query = useQuery({
    queryKey: queryKeys.auction(id),
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

  const place = usePlaceBid(store)
  const placeBid = useCallback<PlaceBid>((auction, amount) => place(auction.id, amount), [place])
  return { query, store, placeBid }
}
