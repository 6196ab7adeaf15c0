import { toLiveAuctionWire } from '../wire/liveAuction'
import type { Auction, User } from '../world/types'
import type { EventBus } from './events'
import { resolveProxies } from './proxies'

/** A bid the gateway accepted (marketplace §3 "Bid"); times in epoch ms. */
export interface BidAccepted {
  readonly ok: true
  readonly auctionId: number
  readonly amount: number
  readonly proxy: boolean
  readonly persistent: boolean
  /** The bid was placed; `message` says whether the bidder leads. */
  readonly success: true
  readonly message: string
  readonly highBidUserId: number | null
  readonly highBidDealerId: number | null
  readonly sellerUserId: number
  readonly sellerDealerId: number
  readonly endTime: number
  readonly bidCount: number
  readonly acceptedAt: number
}

export const BidMessages = {
  leading: 'You are the high bidder.',
  proxySet: 'Your proxy bid is set.',
  proxyScheduled: 'Your proxy bid is scheduled; it bids when the auction starts.',
  outbid: "Another dealer's proxy bid is higher: you have been outbid.",
} as const

/**
 * Places a bid that passed `checkBid`: a direct bid joins the history; a proxy bid sets (or raises) the user's
 * maximum. Proxies then answer each other; a BID message goes to `updates.{id}` and, when the lead changed
 * hands, OUT_BID to the previous leader's `user.{id}` channel.
 */
export const applyBid = (
  bus: EventBus,
  auction: Auction,
  user: User,
  amount: number,
  proxy: boolean,
  persistent: boolean,
  at: number,
): BidAccepted => {
  const dealerId = user.defaultDealerId as number
  const before = auction.bids.at(-1)
  const countBefore = auction.bids.length
  if (proxy) {
    const existing = auction.proxies.find((p) => p.userId === user.id)
    if (existing) {
      existing.max = amount
      existing.persistent = persistent
    } else {
      auction.proxies.push({ userId: user.id, dealerId, max: amount, persistent, placedAt: at })
    }
  } else {
    auction.bids.push({ amount, userId: user.id, dealerId, at, proxy: false })
  }
  if (auction.status === 'active') resolveProxies(auction, at)
  const high = auction.bids.at(-1)
  if (auction.bids.length > countBefore) {
    const wire = toLiveAuctionWire(auction)
    bus.emit({ channel: `updates.${auction.id}`, type: 'BID', auction: wire, sentAt: at })
    if (before && high && before.userId !== high.userId) {
      bus.emit({ channel: `user.${before.userId}`, type: 'OUT_BID', auction: wire, sentAt: at })
    }
  }
  const leads = high?.userId === user.id
  const message =
    auction.status !== 'active'
      ? BidMessages.proxyScheduled
      : !leads
        ? BidMessages.outbid
        : proxy
          ? BidMessages.proxySet
          : BidMessages.leading
  return {
    ok: true,
    auctionId: auction.id,
    amount,
    proxy,
    persistent,
    success: true,
    message,
    highBidUserId: high?.userId ?? null,
    highBidDealerId: high?.dealerId ?? null,
    sellerUserId: auction.sellerUserId,
    sellerDealerId: auction.sellerDealerId,
    endTime: auction.endTime,
    bidCount: auction.bids.length,
    acceptedAt: at,
  }
}
