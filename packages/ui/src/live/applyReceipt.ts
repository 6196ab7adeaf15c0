import type { Auction, BidReceipt } from '@gavel/domain'

/**
 * What a bid receipt tells us about the auction: the server's high bid, bid count and end time (a late bid
 * may extend it). Like a live update, a receipt never lowers a high bid already shown, because a live
 * message may have overtaken it. Not a phantom bid: only the server's word changes the auction.
 */
export const applyReceipt = (auction: Auction, receipt: BidReceipt): Auction => {
  if (receipt.auctionId !== auction.id) return auction
  const current = auction.highBid
  const incoming = receipt.highBid
  const highBid = incoming !== null && (current === null || incoming.amount >= current.amount) ? incoming : current
  return {
    ...auction,
    highBid,
    bidCount: Math.max(auction.bidCount, receipt.bidCount),
    endsAt: receipt.endsAt,
    participant: true,
  }
}
