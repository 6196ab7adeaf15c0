import { Constants } from '../constants'
import type { DealershipAddressSource, TransportAddress } from '../model/transport'

/** A gate pass per VIN (marketplace §3): the uploaded file key and the file's name. */
export interface GatePass {
  readonly fileKey: string
  readonly fileName: string
}

/** The order flow state (marketplace §3 "Order state", §4). */
export interface OrderFlowState {
  readonly pickupAddress: TransportAddress | null
  readonly deliveryAddress: TransportAddress | null
  readonly quote: { readonly price: number; readonly serviceType: string } | null
  readonly currentDealershipId: number | null
  readonly requestId: string | null
  readonly inop: boolean
  readonly gatePasses: Readonly<Record<string, GatePass>>
  readonly defaultPickupZip: string | null
  readonly defaultDeliveryZip: string | null
  readonly gatePassError: string | null
}

export type OrderFlowEvent =
  | { readonly type: 'addressesChosen'; readonly pickup: TransportAddress; readonly delivery: TransportAddress }
  | { readonly type: 'dealershipChosen'; readonly dealershipId: number }
  | { readonly type: 'inopChanged'; readonly inop: boolean }
  | { readonly type: 'quoteFetched'; readonly price: number; readonly serviceType: string }
  | { readonly type: 'requestCreated'; readonly requestId: string }
  | { readonly type: 'gatePassUploadStarted' }
  | { readonly type: 'gatePassUploaded'; readonly vin: string; readonly gatePass: GatePass }
  | { readonly type: 'gatePassRemoved'; readonly vin: string }
  | { readonly type: 'gatePassFailed'; readonly error: string }
  | { readonly type: 'reset' }

export const initialOrderFlow: OrderFlowState = {
  pickupAddress: null,
  deliveryAddress: null,
  quote: null,
  currentDealershipId: null,
  requestId: null,
  inop: false,
  gatePasses: {},
  defaultPickupZip: null,
  defaultDeliveryZip: null,
  gatePassError: null,
}

/**
 * The order flow (marketplace §4): quote fetched, then request created (sets requestId); reset clears
 * everything. Gate pass errors are stored and cleared before the next attempt.
 */
export const orderFlow = (state: OrderFlowState, event: OrderFlowEvent): OrderFlowState => {
  switch (event.type) {
    case 'addressesChosen':
      return {
        ...state,
        pickupAddress: event.pickup,
        deliveryAddress: event.delivery,
        defaultPickupZip: state.defaultPickupZip ?? event.pickup.zipCode,
        defaultDeliveryZip: state.defaultDeliveryZip ?? event.delivery.zipCode,
      }
    case 'dealershipChosen':
      return { ...state, currentDealershipId: event.dealershipId }
    case 'inopChanged':
      return { ...state, inop: event.inop }
    case 'quoteFetched':
      return { ...state, quote: { price: event.price, serviceType: event.serviceType }, requestId: null }
    case 'requestCreated':
      return state.quote === null ? state : { ...state, requestId: event.requestId }
    case 'gatePassUploadStarted':
      return { ...state, gatePassError: null }
    case 'gatePassUploaded':
      return { ...state, gatePasses: { ...state.gatePasses, [event.vin]: event.gatePass }, gatePassError: null }
    case 'gatePassRemoved': {
      const { [event.vin]: _removed, ...rest } = state.gatePasses
      return { ...state, gatePasses: rest }
    }
    case 'gatePassFailed':
      return { ...state, gatePassError: event.error }
    case 'reset':
      return initialOrderFlow
  }
}

/** Maximum vehicles per transport order: 20 (marketplace §5, §9). */
export const MAX_VEHICLES_PER_ORDER = Constants.maxVehiclesPerTransportOrder

/** An order may hold 1 to 20 vehicles. */
export const canAddVehicles = (current: number, adding = 1): boolean =>
  adding > 0 && current + adding <= MAX_VEHICLES_PER_ORDER

/**
 * The contact phone for an address (marketplace §3): the address's own phone, else the primary transportation
 * contact's, else the lookup by dealer (resolved by the caller, passed here).
 */
export const contactPhone = (
  addressPhone: string | null | undefined,
  primaryContactPhone: string | null | undefined,
  dealerLookupPhone: string | null | undefined,
): string | null => {
  for (const phone of [addressPhone, primaryContactPhone, dealerLookupPhone]) {
    if (typeof phone === 'string' && phone.trim() !== '') return phone
  }
  return null
}

/** Whether the phone must still be looked up by dealer (neither the address nor the primary contact has one). */
export const needsDealerPhoneLookup = (
  addressPhone: string | null | undefined,
  primaryContactPhone: string | null | undefined,
): boolean => contactPhone(addressPhone, primaryContactPhone, null) === null

/** A dealership address as a transport address: postalCode is mapped to zipCode (marketplace §3). */
export const toTransportAddress = (source: DealershipAddressSource, note: string | null = null): TransportAddress => ({
  zipCode: source.postalCode,
  street: source.street,
  note,
  phone: source.phone,
})
