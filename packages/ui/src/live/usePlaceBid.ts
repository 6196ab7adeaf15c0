import { AuctionBidding, type AuctionId, type BidReceipt, type Dollars, IdGenerator } from '@gavel/domain'
import { useCallback } from 'react'
import { useService } from '../services/ServicesProvider'
import type { LiveAuctionStore } from './liveAuctionStore'

/**
 * Places one manual bid: a BidIntent with a fresh idempotency key per submit (the SDK reuses it across its own
 * retries, so a retry never places a second bid), and the server's receipt applied to the live store at once.
 */
export const usePlaceBid = (store: LiveAuctionStore) => {
  const bidding = useService(AuctionBidding)
  const ids = useService(IdGenerator)
  return useCallback(
    async (auctionId: AuctionId, amount: Dollars): Promise<BidReceipt> => {
      const receipt = await bidding.placeBid({
        auctionId,
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
}
