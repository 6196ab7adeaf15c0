import { Schema } from 'effect'

/** A positive integer id of one kind; brands keep an auction id from being passed as a dealer id. */
const positiveInt = Schema.Int.check(Schema.isGreaterThan(0))

export const AuctionId = Schema.brand('AuctionId')(positiveInt)
export type AuctionId = typeof AuctionId.Type
export const UserId = Schema.brand('UserId')(positiveInt)
export type UserId = typeof UserId.Type
export const DealerId = Schema.brand('DealerId')(positiveInt)
export type DealerId = typeof DealerId.Type
export const LaneId = Schema.brand('LaneId')(Schema.String)
export type LaneId = typeof LaneId.Type

/**
 * Money: whole US dollars as integers on the wire and in the domain (ADR 0029: bids must be integers).
 * Negative amounts never occur.
 */
export const Dollars = Schema.brand('Dollars')(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)))
export type Dollars = typeof Dollars.Type

/** An instant in epoch milliseconds on the server's clock (ADR 0029: times). */
export const EpochMillis = Schema.brand('EpochMillis')(Schema.Number)
export type EpochMillis = typeof EpochMillis.Type

export { auctionId, dealerId, dollars, epochMillis, userId } from '../values/brands'
