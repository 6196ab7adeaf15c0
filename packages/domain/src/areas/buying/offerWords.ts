import type { OfferStateValue } from '../../model/offer'
import type { DealOffer, DealSide } from './deal'

/** Offer states 0–4 in words (marketplace §3 "Offer states"). */
export const OFFER_STATE_WORDS: Readonly<Record<OfferStateValue, string>> = {
  0: 'Pending',
  1: 'Accepted',
  2: 'Rejected',
  3: 'Timed out',
  4: 'Sealed bid',
}

/**
 * What the viewer may read of an offer's amount: a sealed bid (state 4) of the other party stays sealed, our own
 * shows; every other state shows its amount. Null: show "Sealed".
 */
export const visibleAmount = (offer: DealOffer, viewerSide: DealSide): number | null =>
  offer.state === 4 && offer.side !== viewerSide ? null : offer.amount

/** Who made an offer, from the viewer's side. */
export const offerAuthor = (offer: DealOffer, viewerSide: DealSide): string =>
  offer.side === viewerSide ? 'You' : offer.side === 'seller' ? 'Seller' : 'Buyer'
