import { type AuctionId, FlagSlugs, isFlagOn, type SessionControl } from '@gavel/domain'
import type { Deal, DealActionIntent, DealOffer, Deals } from '@gavel/domain/areas/buying'
import type { MyAuctionsClient } from '@gavel/sdk'
import { guardOrThrow } from '../../support/guarded'
import { callGateway } from '../../support/toDomainError'
import { isDealListWire } from '../../wire/guards/generated/isDealListWire'
import { isDealWire } from '../../wire/guards/generated/isDealWire'
import { isOfferListWire } from '../../wire/guards/generated/isOfferListWire'
import { toDeal, toDealOffer } from './dealWire'

const decodeOffers = guardOrThrow(isOfferListWire, 'offers')
const decodeDeals = guardOrThrow(isDealListWire, 'deals')
const decodeDeal = guardOrThrow(isDealWire, 'deal')

/**
 * Offers and deals (Deals port, marketplace §7 "My auctions"): bff/offers or v2/offers, bff/deals, bff/deals/{id},
 * and the offer action PUT bff/deals/{id} or v2/offers/{id} {action, amount, dealer_id} — the offers_v2 flag picks
 * the v2 paths. The SDK retries an action up to 6 times with the intent's one Idempotency-Key and never after a 4xx
 * but 408/429; a refusal becomes ActionRejected with the server's detail.
 */
export class DealsHttp implements Deals {
  constructor(
    private readonly client: MyAuctionsClient,
    private readonly session: Pick<SessionControl, 'current'>,
  ) {}

  private get v2(): boolean {
    return isFlagOn(this.session.current()?.flags, FlagSlugs.offersV2)
  }

  async offers(): Promise<readonly DealOffer[]> {
    const { data } = await callGateway(() => this.client.GET(this.v2 ? '/v2/offers' : '/bff/offers'))
    return decodeOffers(data).results.map(toDealOffer)
  }

  async list(): Promise<readonly Deal[]> {
    const { data } = await callGateway(() => this.client.GET('/bff/deals'))
    return decodeDeals(data).results.map(toDeal)
  }

  async get(auctionId: AuctionId): Promise<Deal> {
    const { data } = await callGateway(() =>
      this.client.GET('/bff/deals/{id}', { params: { path: { id: auctionId } } }),
    )
    return toDeal(decodeDeal(data))
  }

  async act(intent: DealActionIntent): Promise<Deal> {
    const { action, amount, dealerId } = intent.request
    const init = {
      params: { path: { id: intent.auctionId }, header: { 'Idempotency-Key': intent.idempotencyKey } },
      body: {
        action,
        ...(amount === null ? {} : { amount }),
        ...(dealerId === undefined ? {} : { dealer_id: dealerId }),
      },
    }
    const { data } = await callGateway(
      () => (this.v2 ? this.client.PUT('/v2/offers/{id}', init) : this.client.PUT('/bff/deals/{id}', init)),
      { action: true },
    )
    return toDeal(decodeDeal(data))
  }
}
