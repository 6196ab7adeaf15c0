import type { OfferIntent } from '../model/auctionActions'
import type { Offer } from '../model/offer'
import { createPortId } from './portId'

/**
 * Makes an offer on an auction (marketplace §7 POST auction/{id}/offers or bff/auction/{id}/offers {amount,
 * dealer_id}, 6 retries with one idempotency key; the path is chosen by the offers_bff flag). Resolves with the
 * offer as the server states it (pending, accepted or rejected); rejects with ActionRejected when refused.
 */
export interface AuctionOffers {
  makeOffer(intent: OfferIntent): Promise<Offer>
}
export const AuctionOffers = createPortId<AuctionOffers>('auction-offers')
