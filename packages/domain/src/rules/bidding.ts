import { Messages } from '../messages'
import type { Auction } from '../model/auction'
import type { Dollars } from '../model/ids'
import { dollars } from '../values/brands'

/**
 * The step between manual bids. The specs name only the proxy bid interval (50, marketplace §9); the gateway's
 * next valid bid is the high bid plus $100, so the bid panel proposes that (docs/adr/0012).
 */
export const BID_INCREMENT = 100

/** The next bid to propose: high bid + BID_INCREMENT, or the start price when nobody has bid. */
export const nextBid = (auction: Auction): Dollars =>
  auction.highBid === null ? auction.startPrice : dollars(auction.highBid.amount + BID_INCREMENT)

/** Why a bid control is disabled (ADR 0029: "every action control is disabled with a reason"). */
export const BidBlockedTexts = {
  limited: Messages.dealerInactiveTitle,
  ended: Messages.bidBlockedEnded,
  notPermitted: Messages.bidBlockedNotPermitted,
} as const

/**
 * Why the viewer may not bid now, or null when they may: a limited user first (ADR 0029), then an auction
 * that is over (not active, or `ended` because its end time has passed on the server's clock), then the
 * auction's own canBid permission with the lane's folded in (marketplace §3).
 */
export const bidBlockReason = (auction: Auction, limited: boolean, ended: boolean): string | null => {
  if (limited) return BidBlockedTexts.limited
  if (auction.status !== 'active' || ended) return BidBlockedTexts.ended
  if (!auction.permissions.canBid) return BidBlockedTexts.notPermitted
  return null
}
