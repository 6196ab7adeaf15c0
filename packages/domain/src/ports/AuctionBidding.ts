import type { BidIntent, BidReceipt } from '../model/bid'
import { createPortId } from './portId'

/**
 * Places bids and proxy bids (marketplace §7 POST auction/{id}/bid). The intent's idempotency key is sent on
 * every retry, so a retry can never place a second bid. Rejects with ActionRejected when the server refuses.
 */
export interface AuctionBidding {
  placeBid(intent: BidIntent): Promise<BidReceipt>
}
export const AuctionBidding = createPortId<AuctionBidding>('auction-bidding')
