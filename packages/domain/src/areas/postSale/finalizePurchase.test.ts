import { describe, expect, it, vi } from 'vitest'
import { ActionRejected } from '../../errors'
import { auctionId, dealerId, dollars } from '../../model/ids'
import type { FinalizeOrder } from './checkout'
import { createPurchaseFinalizer } from './finalizePurchase'

const order = (paymentProviderName: string): FinalizeOrder => ({
  buyerOrganizationId: dealerId(101),
  transportQuoteAccepted: false,
  paymentProviderName,
  arbitrationPlanId: 1,
  deliveryAddressId: null,
  transportationServiceType: null,
})
const receipt = { auctionId: auctionId(7), paymentProviderName: 'capital', transportRequested: false }

describe('finalizing a purchase', () => {
  it('pays through capital once per intent, even when the finalize after it is refused and sent again', async () => {
    const pay = vi.fn(async () => ({ paymentId: 'p1' }))
    const finalize = vi
      .fn()
      .mockRejectedValueOnce(new ActionRejected({ message: 'Busy' }))
      .mockResolvedValueOnce(receipt)
    const finalizer = createPurchaseFinalizer({ checkout: { options: vi.fn(), finalize }, payments: { pay } })
    const intent = { auctionId: auctionId(7), order: order('capital'), total: dollars(12_000), idempotencyKey: 'k1' }

    await expect(finalizer.finalize(intent)).rejects.toMatchObject({ message: 'Busy' })
    await expect(finalizer.finalize(intent)).resolves.toEqual(receipt)

    expect(pay).toHaveBeenCalledTimes(1)
    expect(pay).toHaveBeenCalledWith({ auctionId: 7, total: 12_000, idempotencyKey: 'k1' })
    expect(finalize).toHaveBeenCalledTimes(2)
  })

  it('does not finalize when the capital payment is refused, and sends no payment for other methods', async () => {
    const pay = vi.fn(async () => {
      throw new ActionRejected({ message: 'No open capital invoice' })
    })
    const finalize = vi.fn(async () => receipt)
    const finalizer = createPurchaseFinalizer({ checkout: { options: vi.fn(), finalize }, payments: { pay } })
    const base = { auctionId: auctionId(7), total: dollars(1), idempotencyKey: 'k2' }
    await expect(finalizer.finalize({ ...base, order: order('capital') })).rejects.toBeInstanceOf(ActionRejected)
    expect(finalize).not.toHaveBeenCalled()
    await finalizer.finalize({ ...base, order: order('ach'), idempotencyKey: 'k3' })
    expect(pay).toHaveBeenCalledTimes(1)
    expect(finalize).toHaveBeenCalledTimes(1)
  })
})
