import type { AuctionId, DealerId, Dollars } from '../../model/ids'
import { createPortId } from '../../ports/portId'
import type { CheckoutOptions, DeliveryAddress, FinalizeOrder, FinalizeReceipt } from './checkout'

/**
 * Finalizing a won auction (marketplace §7 Single auction): the checkout options and the finalize itself. Rejects
 * with the domain's tagged errors; a refused finalize is ActionRejected carrying the server's reason.
 */
export interface OrderCheckout {
  options(auctionId: AuctionId, dealerId: DealerId, paymentMethod?: string): Promise<CheckoutOptions>
  finalize(auctionId: AuctionId, order: FinalizeOrder): Promise<FinalizeReceipt>
}
export const OrderCheckout = createPortId<OrderCheckout>('order-checkout')

/** A capital payment intent: one idempotency key per intent (ADR 0029), never sent twice. */
export interface CapitalPaymentIntent {
  readonly auctionId: AuctionId
  readonly total: Dollars
  readonly idempotencyKey: string
}

/** Paying a won auction through capital (marketplace §7 POST payment {auction_id, total}). Never retried. */
export interface CapitalPayments {
  pay(intent: CapitalPaymentIntent): Promise<{ readonly paymentId: string }>
}
export const CapitalPayments = createPortId<CapitalPayments>('capital-payments')

/** The buying dealership's addresses, every page (marketplace §7 organization: page 0, size 100, while hasNextPage). */
export interface DealershipAddresses {
  all(dealerId: DealerId): Promise<readonly DeliveryAddress[]>
}
export const DealershipAddresses = createPortId<DealershipAddresses>('dealership-addresses')
