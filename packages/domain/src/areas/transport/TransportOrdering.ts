import type { TransportAddress, TransportVehicle } from '../../model/transport'
import { createPortId } from '../../ports/portId'
import type { CheckoutOptions, DealershipPlace, TransportQuote } from './model'

/** What an order sends (marketplace §3 quote request, plus the vehicles). */
export interface TransportOrder {
  readonly dealerId: number
  readonly dealership: string
  readonly pickup: TransportAddress
  readonly delivery: TransportAddress
  readonly inop: boolean
  readonly serviceType: string
  readonly vins: readonly string[]
}

/**
 * The order flow's calls (marketplace §4 "Order flow", §7 Transport): VIN decoding, checkout options, the quote,
 * the creation (one request id per vehicle; never retried), and the places and phones the order needs.
 */
export interface TransportOrdering {
  decodeVin(vin: string): Promise<TransportVehicle>
  checkoutOptions(vins: readonly string[], deliveryZip: string | null): Promise<CheckoutOptions>
  quote(order: TransportOrder): Promise<TransportQuote>
  create(order: TransportOrder): Promise<readonly string[]>
  /** The dealership's addresses (organization GET address/{dealer}). */
  places(dealerId: number): Promise<readonly DealershipPlace[]>
  /** The primary transportation contact's phone (organization contacts/transportprimary); null when none. */
  primaryContactPhone(dealerId: number): Promise<string | null>
  /** The dealer lookup (transport contact by dealer, "response phone"); null when none. */
  dealerContactPhone(dealerId: number): Promise<string | null>
}
export const TransportOrdering = createPortId<TransportOrdering>('transport-ordering')
