import type { Auction, StatusPill } from '../model/auction'
import { isPrimaryTopBidder, isTopBiddingDealership } from './auctionRoles'
import type { Viewer } from './viewer'

/**
 * A high bid at or above this share of the floor price is "near reserve"; below it, "low reserve".
 * The spec names both pills but not the line between them (docs/adr/0003).
 */
export const NEAR_RESERVE_SHARE = 0.9

/** The reserve pill of a live auction (marketplace §3 "Status pills"). */
export const reservePill = (auction: Auction): StatusPill => {
  if (auction.floorPrice === null) return 'no_reserve'
  const high = auction.highBid?.amount ?? 0
  if (high >= auction.floorPrice) return 'reserve_met'
  return high >= auction.floorPrice * NEAR_RESERVE_SHARE ? 'near_reserve' : 'low_reserve'
}

/**
 * Status pills for one viewer (marketplace §3): reserve state; high_bidder when the user or their
 * dealership is on top; out_bid when they took part but are not on top; proxy_scheduled; watchlisted.
 */
export const statusPills = (auction: Auction, viewer: Viewer): readonly StatusPill[] => {
  const pills: StatusPill[] = [reservePill(auction)]
  const onTop = isPrimaryTopBidder(auction, viewer) || isTopBiddingDealership(auction, viewer)
  if (onTop) pills.push('high_bidder')
  else if (auction.participant) pills.push('out_bid')
  if (auction.proxyBid !== null && auction.status !== 'active') pills.push('proxy_scheduled')
  if (auction.isOnWatchList) pills.push('watchlisted')
  return pills
}
