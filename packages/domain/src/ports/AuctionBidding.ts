import type { PersistentProxyReceipt } from '../model/auctionActions'
import type { BidIntent, BidReceipt } from '../model/bid'
import type { AuctionId, Dollars } from '../model/ids'
import { createPortId } from './portId'

/**
 * Places bids and proxy bids (marketplace §7 POST auction/{id}/bid). The intent's idempotency key is sent on
 * every retry, so a retry can never place a second bid. Rejects with ActionRejected when the server refuses.
 * A proxy bid is a BidIntent with `proxy: true` and the dealer's maximum as its amount.
 */
export interface AuctionBidding {
  placeBid(intent: BidIntent): Promise<BidReceipt>
  /** Places or changes the viewer's persistent proxy (PUT persistent_proxy_bid {amount, user_id}; 10 days, §9). */
  setPersistentProxy(auctionId: AuctionId, amount: Dollars): Promise<PersistentProxyReceipt>
  /** Cancels the viewer's persistent proxy of `amount` (DELETE persistent_proxy_bid {amount, user_id}). */
  cancelPersistentProxy(auctionId: AuctionId, amount: Dollars): Promise<void>
}
export const AuctionBidding = createPortId<AuctionBidding>('auction-bidding')
