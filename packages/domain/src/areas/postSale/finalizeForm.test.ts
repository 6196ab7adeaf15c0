import { describe, expect, it } from 'vitest'
import { auctionId, dealerId, dollars } from '../../model/ids'
import type { CheckoutOptions } from './checkout'
import { FinalizeTexts, finalizeOrder, finalizeTotal, initialChoices, validateFinalize } from './finalizeForm'

const options: CheckoutOptions = {
  auctionId: auctionId(7),
  dealerId: dealerId(101),
  salePrice: dollars(12_000),
  paymentMethods: ['ach', 'floor_plan', 'check'],
  arbitrationPlans: [
    { id: 1, name: 'Standard', price: dollars(0) },
    { id: 2, name: 'Extended', price: dollars(175) },
  ],
  serviceTypes: ['open', 'enclosed'],
  vehicles: [],
  transportQuote: dollars(350),
}
const start = initialChoices(dealerId(101), options)

describe('finalize form (marketplace §7 PUT bff/orders/finalize)', () => {
  it('starts on the first payment method and plan, without transport, and is sendable', () => {
    expect(start).toMatchObject({ paymentMethod: 'ach', arbitrationPlanId: 1, transportAccepted: false })
    expect(validateFinalize(start, options)).toEqual({})
  })

  it('asks for a service type and a delivery address once transport is accepted', () => {
    const errors = validateFinalize({ ...start, transportAccepted: true }, options)
    expect(errors).toEqual({
      serviceType: FinalizeTexts.serviceTypeRequired,
      deliveryAddressId: FinalizeTexts.addressRequired,
    })
    expect(finalizeOrder({ ...start, transportAccepted: true }, options)).toBeNull()
  })

  it('refuses a payment method or plan the options do not offer', () => {
    expect(validateFinalize({ ...start, paymentMethod: 'capital', arbitrationPlanId: 9 }, options)).toEqual({
      paymentMethod: FinalizeTexts.paymentUnknown,
      arbitrationPlanId: FinalizeTexts.planUnknown,
    })
    expect(validateFinalize({ ...start, paymentMethod: null }, options).paymentMethod).toBe(
      FinalizeTexts.paymentRequired,
    )
  })

  it('builds exactly the spec payload; the service type travels only with accepted transport', () => {
    const chosen = {
      ...start,
      transportAccepted: true,
      serviceType: 'open',
      deliveryAddressId: 55,
      arbitrationPlanId: 2,
    }
    expect(finalizeOrder(chosen, options)).toEqual({
      buyerOrganizationId: 101,
      transportQuoteAccepted: true,
      paymentProviderName: 'ach',
      arbitrationPlanId: 2,
      deliveryAddressId: 55,
      transportationServiceType: 'open',
    })
    expect(finalizeOrder({ ...chosen, transportAccepted: false }, options)?.transportationServiceType).toBeNull()
  })

  it('totals the sale, the plan and the accepted quote', () => {
    expect(finalizeTotal({ ...start, arbitrationPlanId: 2, transportAccepted: true }, options)).toBe(12_525)
    expect(finalizeTotal(start, options)).toBe(12_000)
  })

  it('refuses transport when no quote is offered', () => {
    const noQuote = { ...options, transportQuote: null }
    const chosen = { ...start, transportAccepted: true, serviceType: 'open', deliveryAddressId: 1 }
    expect(validateFinalize(chosen, noQuote)).toEqual({ transportAccepted: FinalizeTexts.transportNotOffered })
  })
})
