import type { AuctionId, Dollars } from '../../model/ids'
import { createPortId } from '../../ports/portId'
import { CAPITAL_PAYMENT_METHOD, type FinalizeOrder, type FinalizeReceipt } from './checkout'
import type { CapitalPayments, OrderCheckout } from './ports'

export interface FinalizeIntent {
  readonly auctionId: AuctionId
  readonly order: FinalizeOrder
  /** What capital pays when the payment method is capital (the total the buyer saw). */
  readonly total: Dollars
  /** One key per finalize intent (the form's life), reused on every attempt: the payment is never sent twice. */
  readonly idempotencyKey: string
}

export interface PurchaseFinalizer {
  /**
   * Pays through capital first when capital was chosen (once per intent: a payment that went through is not sent
   * again when the finalize after it fails), then finalizes once. Never retries: a refusal rejects to the caller.
   */
  finalize(intent: FinalizeIntent): Promise<FinalizeReceipt>
}

export const createPurchaseFinalizer = (deps: {
  readonly checkout: OrderCheckout
  readonly payments: CapitalPayments
}): PurchaseFinalizer => {
  const paid = new Set<string>()
  return {
    finalize: async (intent) => {
      if (intent.order.paymentProviderName === CAPITAL_PAYMENT_METHOD && !paid.has(intent.idempotencyKey)) {
        await deps.payments.pay({
          auctionId: intent.auctionId,
          total: intent.total,
          idempotencyKey: intent.idempotencyKey,
        })
        paid.add(intent.idempotencyKey)
      }
      return deps.checkout.finalize(intent.auctionId, intent.order)
    },
  }
}
export const PurchaseFinalizer = createPortId<PurchaseFinalizer>('purchase-finalizer')
