import { toLiveAuctionWire } from '../wire/liveAuction'
import type { Auction, AuctionStatus } from '../world/types'
import type { EventBus } from './events'
import { resolveProxies } from './proxies'

/** The final minutes (TWO_MIN, marketplace §3; the countdown's last two minutes). */
export const TWO_MINUTES_MS = 2 * 60 * 1000

/**
 * How an auction ends on its own clock: sold (ended_accepted) when it has bids and met its reserve or had none;
 * no sale (ended_nobid) without bids; negotiation when the high bid is below the reserve.
 */
export const endingStatus = (auction: Auction): AuctionStatus => {
  const high = auction.bids.at(-1)
  if (!high) return 'ended_nobid'
  if (auction.floorPrice === null || high.amount >= auction.floorPrice) return 'ended_accepted'
  return 'negotiation'
}

export const endAuction = (bus: EventBus, auction: Auction, at: number): void => {
  auction.status = endingStatus(auction)
  const wire = toLiveAuctionWire(auction)
  bus.emit({ channel: `updates.${auction.id}`, type: 'END', auction: wire, sentAt: at })
  bus.emit({ channel: `ended_updates.${auction.id}`, type: 'ENDED_UPDATE', auction: wire, sentAt: at })
}

export const warnTwoMinutes = (bus: EventBus, auction: Auction, at: number): void => {
  auction.twoMinuteWarned = true
  bus.emit({ channel: `updates.${auction.id}`, type: 'TWO_MIN', auction: toLiveAuctionWire(auction), sentAt: at })
}

/** A preview or run-list auction starts: scheduled proxies bid, and NEW tells its watchers. */
export const startAuction = (bus: EventBus, auction: Auction, at: number): void => {
  auction.status = 'active'
  resolveProxies(auction, at)
  bus.emit({ channel: `updates.${auction.id}`, type: 'NEW', auction: toLiveAuctionWire(auction), sentAt: at })
}

/** The seller (or the marketplace) kills a running or scheduled auction: ended_killed, and KILLED tells its watchers. */
export const killAuction = (bus: EventBus, auction: Auction, at: number): void => {
  auction.status = 'ended_killed'
  bus.emit({ channel: `updates.${auction.id}`, type: 'KILLED', auction: toLiveAuctionWire(auction), sentAt: at })
}

/** A deal (an ended auction in negotiation or make-offer) changed hands or state: DEAL_UPDATE on ended_updates.{id}. */
export const updateDeal = (bus: EventBus, auction: Auction, at: number): void => {
  bus.emit({
    channel: `ended_updates.${auction.id}`,
    type: 'DEAL_UPDATE',
    auction: toLiveAuctionWire(auction),
    sentAt: at,
  })
}
