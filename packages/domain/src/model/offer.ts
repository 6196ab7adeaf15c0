import { Schema } from 'effect'
import { DealerId, Dollars } from './ids'

/** Offer states of marketplace §3: pending 0, accepted 1, rejected 2, timeout 3, sealed bid 4. */
export const OfferStates = { pending: 0, accepted: 1, rejected: 2, timeout: 3, sealedBid: 4 } as const
export type OfferStateName = keyof typeof OfferStates
export const OfferStateValue = Schema.Literals([0, 1, 2, 3, 4])
export type OfferStateValue = typeof OfferStateValue.Type

/** The name of an offer state value (marketplace §3). */
export const offerStateName = (value: OfferStateValue): OfferStateName =>
  (Object.keys(OfferStates) as OfferStateName[]).find((k) => OfferStates[k] === value) as OfferStateName

/** An offer as the server states it (marketplace §3 "Offer"); `minimumAmount` is the wire's min_amonut. */
export const Offer = Schema.Struct({
  state: OfferStateValue,
  amount: Schema.NullOr(Dollars),
  rejectionReason: Schema.NullOr(Schema.String),
  noLongerAvailable: Schema.Boolean,
  minimumAmount: Schema.NullOr(Dollars),
  dealerId: Schema.NullOr(DealerId),
})
export type Offer = typeof Offer.Type

/** Offer actions of marketplace §4. */
export const OfferAction = Schema.Literals(['accept', 'reject', 'counter', 'make-offer'])
export type OfferAction = typeof OfferAction.Type
