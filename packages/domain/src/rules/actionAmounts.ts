import { InvalidInput } from '../errors'
import type { Auction } from '../model/auction'
import type { DealerId, Dollars } from '../model/ids'
import type { User } from '../model/user'
import { dollars } from '../values/brands'
import { type BidAmountResult, parseBidAmount } from './bidAmount'
import { formatUsd } from './money'
import { minimumNextBid, proxyBidInterval } from './proxy'

/** 'Your maximum must be at least $X.' — our text (docs/adr/0015); the spec names only the NaN one. */
export const proxyBelowMinimumText = (minimum: Dollars): string =>
  `Your maximum must be at least ${formatUsd(minimum)}.`

/**
 * A proxy maximum as typed (marketplace §3, §5): a whole number of dollars ('Tried setting a value that was NaN!'
 * otherwise) and at least the lowest bid the server takes (start price, else high bid plus the proxy interval).
 */
export const parseProxyMax = (raw: string, auction: Auction): BidAmountResult => {
  const parsed = parseBidAmount(raw)
  if (!parsed.ok) return parsed
  const minimum = minimumNextBid(auction)
  return parsed.amount >= minimum
    ? parsed
    : { ok: false, error: new InvalidInput({ message: proxyBelowMinimumText(minimum), field: 'amount' }) }
}

/** The first proxy maximum to propose: the lowest the server takes. */
export const initialProxyMax = (auction: Auction): Dollars =>
  auction.proxyBid !== null && auction.proxyBid.amount >= minimumNextBid(auction)
    ? auction.proxyBid.amount
    : minimumNextBid(auction)

/** One step of the proxy interval (50 by default, marketplace §9) up or down, never below the minimum. */
export const stepProxyMax = (current: Dollars, auction: Auction, direction: 1 | -1): Dollars =>
  dollars(Math.max(minimumNextBid(auction), current + direction * proxyBidInterval(auction)))

/**
 * The dealership an offer is made for (marketplace §5, §6): a single-dealership user's own; a multi-dealership
 * user picks one (null until they do).
 */
export const offerDealer = (user: User, chosen: DealerId | null): DealerId | null => {
  const only = user.dealerships.length === 1 ? user.dealerships[0] : undefined
  if (only !== undefined) return only.id
  return chosen !== null && user.dealerships.some((d) => d.id === chosen) ? chosen : null
}
