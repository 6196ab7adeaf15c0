import { Constants } from '../constants'
import { InvalidInput } from '../errors'
import { Messages } from '../messages'
import type { Auction } from '../model/auction'
import type { Dollars, EpochMillis } from '../model/ids'
import { dollars, epochMillis } from '../values/brands'
import type { BidAmountResult } from './bidAmount'

/** Default proxy bid interval, in dollars (marketplace §3, §9). */
export const DEFAULT_PROXY_BID_INTERVAL = dollars(Constants.defaultProxyBidInterval)

/** The auction's proxy interval, or 50 when it has none (marketplace §3). */
export const proxyBidInterval = (auction: Pick<Auction, 'proxyBidInterval'>): Dollars =>
  auction.proxyBidInterval > 0 ? auction.proxyBidInterval : DEFAULT_PROXY_BID_INTERVAL

/** When a persistent proxy set now lapses: 10 days later (marketplace §5, §9). */
export const persistentProxyEndsAt = (now: EpochMillis): EpochMillis => epochMillis(now + Constants.persistentProxyMs)

/** The lowest bid the server takes: the start price with no bids yet, else high bid plus the interval. */
export const minimumNextBid = (auction: Auction): Dollars =>
  auction.highBid === null ? auction.startPrice : dollars(auction.highBid.amount + proxyBidInterval(auction))

/** A numeric bid must be a positive integer, else 'Tried setting a value that was NaN!' (shell §5). */
export const bidFromNumber = (value: number): BidAmountResult =>
  Number.isSafeInteger(value) && value > 0
    ? { ok: true, amount: dollars(value) }
    : { ok: false, error: new InvalidInput({ message: Messages.bidNotANumber, field: 'amount' }) }
