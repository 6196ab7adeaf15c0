import type { DealerId } from '../../model/ids'
import type { CheckoutOptions, FinalizeOrder } from './checkout'

/** What the buyer chose on the finalize form so far. */
export interface FinalizeChoices {
  readonly dealerId: DealerId
  readonly paymentMethod: string | null
  readonly transportAccepted: boolean
  readonly serviceType: string | null
  readonly deliveryAddressId: number | null
  readonly arbitrationPlanId: number | null
}

export type FinalizeField = 'paymentMethod' | 'serviceType' | 'deliveryAddressId' | 'arbitrationPlanId'

/** The finalize form's texts (the spec names the fields, not the words: our design). */
export const FinalizeTexts = {
  paymentRequired: 'Choose how you will pay.',
  paymentUnknown: 'That payment method is not offered for this purchase.',
  serviceTypeRequired: 'Choose a transportation service type.',
  addressRequired: 'Choose a delivery address.',
  planUnknown: 'That arbitration plan is not offered for this purchase.',
  transportNotOffered: 'Transport is not offered for this purchase.',
} as const

export type FinalizeErrors = Partial<Record<FinalizeField | 'transportAccepted', string>>

/** The first choices: the first payment method, no transport, the first (included) arbitration plan. */
export const initialChoices = (dealerId: DealerId, options: CheckoutOptions | null): FinalizeChoices => ({
  dealerId,
  paymentMethod: options?.paymentMethods[0] ?? null,
  transportAccepted: false,
  serviceType: null,
  deliveryAddressId: null,
  arbitrationPlanId: options?.arbitrationPlans[0]?.id ?? null,
})

/** Why the choices cannot be sent yet, field by field; empty when they can. */
export const validateFinalize = (choices: FinalizeChoices, options: CheckoutOptions): FinalizeErrors => {
  const errors: { -readonly [K in keyof FinalizeErrors]: string } = {}
  if (choices.paymentMethod === null) errors.paymentMethod = FinalizeTexts.paymentRequired
  else if (!options.paymentMethods.includes(choices.paymentMethod)) errors.paymentMethod = FinalizeTexts.paymentUnknown
  if (choices.arbitrationPlanId !== null && !options.arbitrationPlans.some((p) => p.id === choices.arbitrationPlanId)) {
    errors.arbitrationPlanId = FinalizeTexts.planUnknown
  }
  if (choices.transportAccepted) {
    if (options.transportQuote === null) errors.transportAccepted = FinalizeTexts.transportNotOffered
    if (choices.serviceType === null || !options.serviceTypes.includes(choices.serviceType)) {
      errors.serviceType = FinalizeTexts.serviceTypeRequired
    }
    if (choices.deliveryAddressId === null) errors.deliveryAddressId = FinalizeTexts.addressRequired
  }
  return errors
}

export const hasErrors = (errors: FinalizeErrors): boolean => Object.keys(errors).length > 0

/**
 * The finalize payload (marketplace §7: buyer_organization_id, transport_quote_accepted, payment_provider_name,
 * arbitration_plan_id, delivery_address_id, transportation_service_type). The service type only travels with an
 * accepted transport quote; the address goes when one was chosen. Null when the choices are not valid.
 */
export const finalizeOrder = (choices: FinalizeChoices, options: CheckoutOptions): FinalizeOrder | null => {
  if (hasErrors(validateFinalize(choices, options)) || choices.paymentMethod === null) return null
  return {
    buyerOrganizationId: choices.dealerId,
    transportQuoteAccepted: choices.transportAccepted,
    paymentProviderName: choices.paymentMethod,
    arbitrationPlanId: choices.arbitrationPlanId,
    deliveryAddressId: choices.deliveryAddressId,
    transportationServiceType: choices.transportAccepted ? choices.serviceType : null,
  }
}

/** What the buyer pays: the sale price, the chosen arbitration plan and the accepted transport quote. */
export const finalizeTotal = (choices: FinalizeChoices, options: CheckoutOptions): number =>
  options.salePrice +
  (options.arbitrationPlans.find((p) => p.id === choices.arbitrationPlanId)?.price ?? 0) +
  (choices.transportAccepted ? (options.transportQuote ?? 0) : 0)
