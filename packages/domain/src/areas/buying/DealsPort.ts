import type { AuctionId } from '../../model/ids'
import type { OfferActionRequest } from '../../offers/offerAction'
import { createPortId } from '../../ports/portId'
import type { Deal, DealOffer } from './deal'

/** One offer action (marketplace §4), sent with the key of its intent: every retry of it reuses the key. */
export interface DealActionIntent {
  readonly auctionId: AuctionId
  readonly request: OfferActionRequest
  readonly idempotencyKey: string
}

/**
 * Offers and deals (marketplace §7 "My auctions"): the offers of the viewer's dealerships (bff/offers, or v2/offers
 * with the offers-v2 flag), their deals (bff/deals, bff/deals/{id}) and the offer actions (PUT bff/deals/{id}, or
 * v2/offers/{id} with the flag; 6 retries with one Idempotency-Key, none after a 4xx but 408/429). `act` resolves
 * with the deal after the action; rejects with ActionRejected carrying the server's reason.
 */
export interface Deals {
  offers(): Promise<readonly DealOffer[]>
  list(): Promise<readonly Deal[]>
  get(auctionId: AuctionId): Promise<Deal>
  act(intent: DealActionIntent): Promise<Deal>
}
export const Deals = createPortId<Deals>('deals')
