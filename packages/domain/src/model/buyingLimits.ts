import { Schema } from 'effect'
import { DealerId, Dollars } from './ids'

/**
 * The team buying limits an admin set on the signed-in dealer (ADR 0025, ADR 0029: none by default), and
 * what the dealer committed today, for the bid panel's hint before the click.
 */
export const BuyingLimits = Schema.Struct({
  /** The dealership the dealer bids for; null when they belong to none. */
  dealerId: Schema.NullOr(DealerId),
  /** Largest single bid without approval; null = no limit. */
  maxBid: Schema.NullOr(Dollars),
  /** Most committed per day without approval; null = no limit. */
  dailySpend: Schema.NullOr(Dollars),
  spentToday: Dollars,
})
export type BuyingLimits = typeof BuyingLimits.Type

export type LimitKind = 'single_bid' | 'daily_spend'
