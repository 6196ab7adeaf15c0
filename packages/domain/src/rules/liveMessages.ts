import type { Auction } from '../model/auction'
import type { LiveMessage } from '../model/liveMessage'

/**
 * Apply one live message to an auction (marketplace §4 "Collections"):
 * - a BID message applies only when there are no bids yet, or its amount is at least the current high bid;
 * - an update never lowers the high bid of an active auction whose status is unchanged.
 * Messages for another auction leave it as it is. Returns the same object when nothing changes.
 */
export const applyLiveMessage = (auction: Auction, message: LiveMessage): Auction => {
  const update = message.auction
  if (update.id !== auction.id) return auction
  const current = auction.highBid?.amount ?? null
  const incoming = update.currentBid
  if (message.type === 'BID' && current !== null && (incoming === null || incoming < current)) return auction
  const statusUnchanged = update.status === auction.status
  const wouldLower = current !== null && (incoming === null || incoming < current)
  const keepHighBid = auction.status === 'active' && statusUnchanged && wouldLower
  const highBid =
    keepHighBid || incoming === null || update.highBidderId === null || update.highBidderDealerId === null
      ? auction.highBid
      : { amount: incoming, userId: update.highBidderId, dealerId: update.highBidderDealerId }
  const next: Auction = {
    ...auction,
    status: update.status,
    endsAt: update.endsAt,
    bidCount: Math.max(auction.bidCount, update.bidCount),
    highBid,
  }
  const same =
    next.status === auction.status &&
    next.endsAt === auction.endsAt &&
    next.bidCount === auction.bidCount &&
    next.highBid === auction.highBid
  return same ? auction : next
}
