import {
  type AuctionOffers,
  FlagSlugs,
  isFlagOn,
  type Offer,
  type OfferIntent,
  type SessionControl,
} from '@gavel/domain'
import type { BuyingClient } from '@gavel/sdk'
import { callGateway } from '../support/toDomainError'
import { toOffer } from '../wire/auctionActionsWire'

/**
 * Offers (marketplace §7 POST auction/{id}/offers or bff/auction/{id}/offers {amount, dealer_id}, 6 retries with
 * one Idempotency-Key): the offers_bff flag picks the BFF path.
 */
export class AuctionOffersHttp implements AuctionOffers {
  constructor(
    private readonly client: BuyingClient,
    private readonly session: Pick<SessionControl, 'current'>,
  ) {}

  async makeOffer(intent: OfferIntent): Promise<Offer> {
    const bff = isFlagOn(this.session.current()?.flags, FlagSlugs.offersBff)
    const init = {
      params: { path: { id: intent.auctionId }, header: { 'Idempotency-Key': intent.idempotencyKey } },
      body: { amount: intent.amount, ...(intent.dealerId === undefined ? {} : { dealer_id: intent.dealerId }) },
    }
    const { data } = await callGateway(
      () => (bff ? this.client.POST('/bff/auction/{id}/offers', init) : this.client.POST('/auction/{id}/offers', init)),
      { action: true },
    )
    return toOffer(data)
  }
}
