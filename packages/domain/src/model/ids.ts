import { Schema } from 'effect'

/** A positive integer id of one kind; brands keep an auction id from being passed as a dealer id. */
const positiveInt = Schema.Int.check(Schema.isGreaterThan(0))

export const AuctionId = positiveInt.pipe(Schema.brand('AuctionId'))
export type AuctionId = typeof AuctionId.Type
export const UserId = positiveInt.pipe(Schema.brand('UserId'))
export type UserId = typeof UserId.Type
export const DealerId = positiveInt.pipe(Schema.brand('DealerId'))
export type DealerId = typeof DealerId.Type
export const LaneId = Schema.String.pipe(Schema.brand('LaneId'))
export type LaneId = typeof LaneId.Type

/**
 * Money: whole US dollars as integers on the wire and in the domain (ADR 0029: bids must be integers).
 * Negative amounts never occur.
 */
export const Dollars = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)).pipe(Schema.brand('Dollars'))
export type Dollars = typeof Dollars.Type

/** An instant in epoch milliseconds on the server's clock (ADR 0029: times). */
export const EpochMillis = Schema.Number.pipe(Schema.brand('EpochMillis'))
export type EpochMillis = typeof EpochMillis.Type

export const auctionId = (n: number): AuctionId => AuctionId.make(n)
export const userId = (n: number): UserId => UserId.make(n)
export const dealerId = (n: number): DealerId => DealerId.make(n)
export const dollars = (n: number): Dollars => Dollars.make(n)
export const epochMillis = (n: number): EpochMillis => EpochMillis.make(n)
