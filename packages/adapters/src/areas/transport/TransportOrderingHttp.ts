import type { TransportVehicle } from '@gavel/domain'
import { isDomainError } from '@gavel/domain'
import type {
  CheckoutOptions,
  DealershipPlace,
  TransportOrder,
  TransportOrdering,
  TransportQuote,
} from '@gavel/domain/areas/transport'
import type { OrganizationClient, TransportClient } from '@gavel/sdk'
import { callGateway } from '../../support/toDomainError'
import { toDealerPhone, toPlaces, toPrimaryPhone } from './organizationWire'
import { toCheckoutOptions, toQuote, toRequestIds, toTransportVehicle } from './transportWire'

type ServiceType = 'standard' | 'expedited' | 'enclosed'
const serviceType = (s: string): ServiceType => (s === 'expedited' || s === 'enclosed' ? s : 'standard')

const address = (a: TransportOrder['pickup']) => ({
  zipCode: a.zipCode,
  ...(a.street ? { street: a.street } : {}),
  ...(a.note ? { note: a.note } : {}),
  ...(a.phone ? { phone: a.phone } : {}),
})

/** A 404 is "none" for the contact lookups; every other failure stays a failure. */
const noneOn404 = async <T>(read: () => Promise<T>): Promise<T | null> => {
  try {
    return await read()
  } catch (error) {
    if (isDomainError(error) && error._tag === 'NotFound') return null
    throw error
  }
}

/** The order flow's calls (marketplace §4, §7 Transport; organization addresses and contacts). */
export class TransportOrderingHttp implements TransportOrdering {
  constructor(
    private readonly transport: TransportClient,
    private readonly organization: OrganizationClient,
  ) {}

  async decodeVin(vin: string): Promise<TransportVehicle> {
    const { data } = await callGateway(() =>
      this.transport.GET('/transportation/vin/{vin}/decode', { params: { path: { vin } } }),
    )
    return toTransportVehicle(data)
  }

  async checkoutOptions(vins: readonly string[], deliveryZip: string | null): Promise<CheckoutOptions> {
    const { data } = await callGateway(() =>
      this.transport.POST('/transportation/checkout-options', {
        body: { vehicles: vins.map((vin) => ({ vin })), ...(deliveryZip ? { delivery_zip: deliveryZip } : {}) },
      }),
    )
    return toCheckoutOptions(data)
  }

  async quote(order: TransportOrder): Promise<TransportQuote> {
    const { data } = await callGateway(() =>
      this.transport.GET('/transportation/quote', {
        params: {
          query: {
            pickup_zip: order.pickup.zipCode,
            delivery_zip: order.delivery.zipCode,
            pickup_address: address(order.pickup),
            delivery_address: address(order.delivery),
            dealer_id: order.dealerId,
            dealership: order.dealership,
            inop: order.inop,
            service_type: serviceType(order.serviceType),
            vehicle_count: Math.max(1, order.vins.length),
          },
        },
      }),
    )
    return toQuote(data)
  }

  async create(order: TransportOrder): Promise<readonly string[]> {
    const { data } = await callGateway(
      () =>
        this.transport.POST('/transportation/requests', {
          body: {
            pickup_zip: order.pickup.zipCode,
            delivery_zip: order.delivery.zipCode,
            pickup_address: address(order.pickup),
            delivery_address: address(order.delivery),
            dealer_id: order.dealerId,
            dealership: order.dealership,
            inop: order.inop,
            service_type: serviceType(order.serviceType),
            vehicles: order.vins.map((vin) => ({ vin })),
          },
        }),
      { action: true },
    )
    return toRequestIds(data)
  }

  async places(dealerId: number): Promise<readonly DealershipPlace[]> {
    const { data } = await callGateway(() =>
      this.organization.GET('/address/{dealer}', { params: { path: { dealer: dealerId } } }),
    )
    return toPlaces(data)
  }

  async primaryContactPhone(dealerId: number): Promise<string | null> {
    return noneOn404(async () => {
      const { data } = await callGateway(() =>
        this.organization.GET('/contacts/transportprimary', { params: { query: { organizationId: dealerId } } }),
      )
      return toPrimaryPhone(data)
    })
  }

  async dealerContactPhone(dealerId: number): Promise<string | null> {
    return noneOn404(async () => {
      const { data } = await callGateway(() =>
        this.transport.GET('/transportation/contact/dealer/{dealerId}', { params: { path: { dealerId } } }),
      )
      return toDealerPhone(data)
    })
  }
}
