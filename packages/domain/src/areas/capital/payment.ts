import type { AuctionId, Dollars } from '../../model/ids'
import type { CapitalInvoice } from './model'

/**
 * One payment a dealer means to make: POST payment {auction_id, total} (marketplace §7) with one idempotency key
 * for the intent, reused when the dealer tries again after a failure, so the invoice is never paid twice.
 */
export interface PaymentIntent {
  readonly auctionId: AuctionId
  readonly total: Dollars
  readonly idempotencyKey: string
}

/** Only an open invoice with something due can be paid; the payment is its whole balance due. */
export const canPay = (invoice: CapitalInvoice): boolean => invoice.status === 'open' && invoice.balanceDue > 0

export const paymentIntentFor = (invoice: CapitalInvoice, idempotencyKey: string): PaymentIntent => ({
  auctionId: invoice.auctionId,
  total: invoice.balanceDue,
  idempotencyKey,
})

/** A vehicle in words: "2019 Ford F-150". */
export const invoiceVehicle = (invoice: Pick<CapitalInvoice, 'vehicle'>): string =>
  `${invoice.vehicle.year} ${invoice.vehicle.make} ${invoice.vehicle.model}`
