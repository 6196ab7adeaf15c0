import type { AuctionId, DealerId, Dollars } from '../../model/ids'

/** An arbitration plan a buyer may add when finalizing (marketplace §7 checkout options; fields our design). */
export interface ArbitrationPlan {
  readonly id: number
  readonly name: string
  readonly price: Dollars
}

/** A vehicle of the order as the checkout options name it ("vinsInfo", marketplace §3 Transportation). */
export interface OrderVehicle {
  readonly vin: string
  readonly year: number
  readonly make: string
  readonly model: string
}

/**
 * The options of finalizing a won auction (marketplace §7 GET bff/orders/{id}/checkout_options/{id}, include and
 * paymentMethod): what the buyer may choose, and the transport quote for the chosen payment method.
 */
export interface CheckoutOptions {
  readonly auctionId: AuctionId
  readonly dealerId: DealerId
  readonly salePrice: Dollars
  readonly paymentMethods: readonly string[]
  readonly arbitrationPlans: readonly ArbitrationPlan[]
  readonly serviceTypes: readonly string[]
  readonly vehicles: readonly OrderVehicle[]
  /** Whole dollars to deliver; null when transport is not offered. */
  readonly transportQuote: Dollars | null
}

/** A delivery address of the buying dealership (organization service; postalCode mapped to zipCode, §3). */
export interface DeliveryAddress {
  readonly id: number
  readonly name: string
  readonly street: string
  readonly city: string
  readonly state: string
  readonly zipCode: string
  readonly isPrimary: boolean
}

/** What is sent to finalize (marketplace §7 PUT bff/orders/finalize/{id}), in the domain's words. */
export interface FinalizeOrder {
  readonly buyerOrganizationId: DealerId
  readonly transportQuoteAccepted: boolean
  readonly paymentProviderName: string
  readonly arbitrationPlanId: number | null
  readonly deliveryAddressId: number | null
  readonly transportationServiceType: string | null
}

/** The server's receipt of a finalize. */
export interface FinalizeReceipt {
  readonly auctionId: AuctionId
  readonly paymentProviderName: string
  readonly transportRequested: boolean
}

/** The payment method that pays through capital with POST payment {auction_id, total} (marketplace §7 Capital). */
export const CAPITAL_PAYMENT_METHOD = 'capital'

/** A payment method in words (names our design; an unknown method shows as sent). */
export const paymentMethodLabel = (method: string): string =>
  ({ ach: 'ACH transfer', floor_plan: 'Floor plan', check: 'Check', capital: 'Capital (line of credit)' })[method] ??
  method

/** A transportation service type in words (our design). */
export const serviceTypeLabel = (type: string): string =>
  ({ open: 'Open carrier', enclosed: 'Enclosed carrier', expedited: 'Expedited' })[type] ?? type

/** One line of an address for a choice list. */
export const addressLine = (a: DeliveryAddress): string => `${a.name} — ${a.street}, ${a.city}, ${a.state} ${a.zipCode}`
