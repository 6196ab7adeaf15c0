import type { Auction } from '../model/auction'
import type { AuctionStatusEntry } from '../ports/AuctionSync'

/**
 * The server's row after a refetch by id replaces the shown one (marketplace §4 "Collections"), except that an
 * update never lowers the high bid of an active auction whose status is unchanged: a live bid message may have
 * overtaken the read. Returns `shown` itself when nothing would change.
 */
export const takeServerRow = (shown: Auction | undefined, server: Auction): Auction => {
  if (shown === undefined || shown === server) return server
  const current = shown.highBid?.amount ?? null
  const incoming = server.highBid?.amount ?? null
  const wouldLower = current !== null && (incoming === null || incoming < current)
  if (shown.status === 'active' && server.status === shown.status && wouldLower) {
    return { ...server, highBid: shown.highBid, bidCount: Math.max(shown.bidCount, server.bidCount) }
  }
  return server
}

/** Whether a polled status says more than the shown auction knows, so it should be refetched (marketplace §4). */
export const statusIsNewer = (shown: Auction, entry: AuctionStatusEntry): boolean =>
  entry.status !== shown.status ||
  entry.endsAt !== shown.endsAt ||
  entry.bidCount > shown.bidCount ||
  (entry.highBidAmount ?? -1) > (shown.highBid?.amount ?? -1)
