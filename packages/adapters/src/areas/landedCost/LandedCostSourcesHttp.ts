import type { FeeTier, LandedCostInputs, LandedCostSources } from '@gavel/domain/areas/landedCost'
import type { CapitalClient, MyAccountClient, OrganizationClient, TransportClient } from '@gavel/sdk'
import { Schema } from 'effect'
import { decodeOrThrow } from '../../support/decode'
import { callGateway } from '../../support/toDomainError'

const BuyerFeesWire = Schema.Struct({
  tiers: Schema.Array(Schema.Struct({ min_price: Schema.Int, max_price: Schema.NullOr(Schema.Int), fee: Schema.Int })),
})
const CapitalFeesWire = Schema.Struct({
  tiers: Schema.Array(Schema.Struct({ min_amount: Schema.Int, max_amount: Schema.Int, fee: Schema.Int })),
})
const AddressesWire = Schema.Struct({
  data: Schema.Struct({
    addresses: Schema.Array(
      Schema.Struct({
        postalCode: Schema.String,
        isPrimary: Schema.Boolean,
        addressTypes: Schema.Array(Schema.String),
      }),
    ),
  }),
})
const QuoteWire = Schema.Struct({ pricePerVehicle: Schema.Int })

const decodeBuyerFees = decodeOrThrow(BuyerFeesWire, 'buyer fee schedule')
const decodeCapitalFees = decodeOrThrow(CapitalFeesWire, 'capital fee schedule')
const decodeAddresses = decodeOrThrow(AddressesWire, 'dealership addresses')
const decodeQuote = decodeOrThrow(QuoteWire, 'transport quote')

/** null instead of a failure: a source that cannot be read becomes a missing term. */
const orNull = async <T>(read: () => Promise<T>): Promise<T | null> => {
  try {
    return await read()
  } catch {
    return null
  }
}

/**
 * Landed-cost sources (ADR 0028). The default delivery ZIP is the dealership's delivery address marked primary,
 * else its first delivery address, else its primary address.
 */
export class LandedCostSourcesHttp implements LandedCostSources {
  constructor(
    private readonly clients: {
      readonly myAccount: MyAccountClient
      readonly organization: OrganizationClient
      readonly transport: TransportClient
      readonly capital: CapitalClient
    },
  ) {}

  async inputsFor(auctionId: number, dealerId: number, payWithCapital: boolean): Promise<LandedCostInputs> {
    const [buyerFees, transport, capitalTiers] = await Promise.all([
      orNull(() => this.buyerFees(dealerId)),
      orNull(() => this.transportQuote(auctionId, dealerId)),
      payWithCapital ? orNull(() => this.capitalFees(dealerId)) : Promise.resolve(null),
    ])
    return { buyerFees, transport, ...(payWithCapital ? { capital: { tiers: capitalTiers } } : {}) }
  }

  private async buyerFees(dealerId: number): Promise<readonly FeeTier[]> {
    const { data } = await callGateway(() =>
      this.clients.myAccount.GET('/fee-schedule/buyer', { params: { query: { dealer_id: dealerId } } }),
    )
    return decodeBuyerFees(data).tiers.map((t) => ({ min: t.min_price, max: t.max_price, fee: t.fee }))
  }

  private async capitalFees(dealerId: number): Promise<readonly FeeTier[]> {
    const { data } = await callGateway(() =>
      this.clients.capital.GET('/fee/dealer/{id}', { params: { path: { id: dealerId } } }),
    )
    return decodeCapitalFees(data).tiers.map((t) => ({ min: t.min_amount, max: t.max_amount, fee: t.fee }))
  }

  private async transportQuote(auctionId: number, dealerId: number) {
    const { data } = await callGateway(() =>
      this.clients.organization.GET('/address/{dealer}', { params: { path: { dealer: dealerId } } }),
    )
    const addresses = decodeAddresses(data).data.addresses
    const delivery = addresses.filter((a) => a.addressTypes.includes('delivery'))
    const chosen = delivery.find((a) => a.isPrimary) ?? delivery[0] ?? addresses.find((a) => a.isPrimary)
    if (chosen === undefined) return null
    const quote = await callGateway(() =>
      this.clients.transport.GET('/transportation/quote', {
        params: { query: { auction_id: auctionId, delivery_zip: chosen.postalCode, dealer_id: dealerId } },
      }),
    )
    return { price: decodeQuote(quote.data).pricePerVehicle, deliveryZip: chosen.postalCode }
  }
}
