import type { AuctionId, DealerId } from '@gavel/domain'
import type { CheckoutOptions, FinalizeOrder, FinalizeReceipt, OrderCheckout } from '@gavel/domain/areas/postSale'
import type { BuyingClient } from '@gavel/sdk'
import { callGateway } from '../../support/toDomainError'
import { toCheckoutOptions, toFinalizeReceipt } from './postSaleWire'

/** The parts the finalize form asks for (contracts/openapi/buying.yaml getCheckoutOptions `include`). */
const INCLUDE = 'payment_methods,arbitration_plans,transport'

/**
 * Checkout options and finalize (marketplace §7 GET bff/orders/{id}/checkout_options/{id} with include and
 * paymentMethod; PUT bff/orders/finalize/{id}). The finalize is never retried (SDK operation policy): a refusal is
 * ActionRejected carrying the server's reason.
 */
export class OrderCheckoutHttp implements OrderCheckout {
  constructor(private readonly client: BuyingClient) {}

  async options(auctionId: AuctionId, dealerId: DealerId, paymentMethod?: string): Promise<CheckoutOptions> {
    const { data } = await callGateway(() =>
      this.client.GET('/bff/orders/{id}/checkout_options/{dealerId}', {
        params: {
          path: { id: auctionId, dealerId },
          query: { include: INCLUDE, ...(paymentMethod === undefined ? {} : { paymentMethod }) },
        },
      }),
    )
    return toCheckoutOptions(data)
  }

  async finalize(auctionId: AuctionId, order: FinalizeOrder): Promise<FinalizeReceipt> {
    const { data } = await callGateway(
      () =>
        this.client.PUT('/bff/orders/finalize/{id}', {
          params: { path: { id: auctionId } },
          body: {
            buyer_organization_id: order.buyerOrganizationId,
            transport_quote_accepted: order.transportQuoteAccepted,
            payment_provider_name: order.paymentProviderName,
            arbitration_plan_id: order.arbitrationPlanId,
            delivery_address_id: order.deliveryAddressId,
            transportation_service_type: order.transportationServiceType,
          },
        }),
      { action: true },
    )
    return toFinalizeReceipt(data)
  }
}
