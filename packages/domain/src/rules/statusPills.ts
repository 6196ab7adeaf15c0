import type { Auction, StatusPill } from '../model/auction'
import { isPrimaryTopBidder, isTopBiddingDealership } from './auctionRoles'
import { isAccepted, isInNegotiation, isUpcoming } from './statusGroups'
import type { Viewer } from './viewer'

/**
 * A high bid at or above this share of the floor price is "near reserve"; below it, "low reserve".
 * The spec names both pills but not the line between them (docs/adr/0012).
 */
export const NEAR_RESERVE_SHARE = 0.9

/** The reserve pill of a live auction (marketplace §3 "Status pills"). */
export const reservePill = (auction: Auction): StatusPill => {
  if (auction.floorPrice === null) return 'no_reserve'
  const high = auction.highBid?.amount ?? 0
  if (high >= auction.floorPrice) return 'reserve_met'
  return high >= auction.floorPrice * NEAR_RESERVE_SHARE ? 'near_reserve' : 'low_reserve'
}

/** The negotiation pill: who made the last offer of an auction in negotiation (marketplace §3). */
const negotiationPill = (auction: Auction, viewer: Viewer): StatusPill | null => {
  const lastBy = auction.negotiation?.lastOfferUserId ?? null
  if (!isInNegotiation(auction.status) || lastBy === null) return null
  return lastBy === viewer.userId ? 'sent_last_negotiation' : 'received_last_negotiation'
}

/**
 * Status pills for one viewer (marketplace §3, docs/adr/0012):
 * - the reserve state (no_reserve, reserve_met, near_reserve, low_reserve);
 * - while active: high_bidder when the user or their dealership is on top, else out_bid for a participant;
 * - finalize for an accepted auction the viewer may finalize and has not finalized;
 * - received_last_negotiation / sent_last_negotiation while in negotiation;
 * - proxy_scheduled for a proxy on an auction not yet open (run list, preview, staging);
 * - watchlisted.
 */
export const statusPills = (auction: Auction, viewer: Viewer): readonly StatusPill[] => {
  const pills: StatusPill[] = [reservePill(auction)]
  if (auction.status === 'active') {
    const onTop = isPrimaryTopBidder(auction, viewer) || isTopBiddingDealership(auction, viewer)
    if (onTop) pills.push('high_bidder')
    else if (auction.participant) pills.push('out_bid')
  }
  if (isAccepted(auction.status) && auction.permissions.canFinalize && auction.finalized !== true)
    pills.push('finalize')
  const negotiation = negotiationPill(auction, viewer)
  if (negotiation !== null) pills.push(negotiation)
  if (auction.proxyBid !== null && isUpcoming(auction.status)) pills.push('proxy_scheduled')
  if (auction.isOnWatchList) pills.push('watchlisted')
  return pills
}
