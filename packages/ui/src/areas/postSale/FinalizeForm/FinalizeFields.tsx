import type { DealerId } from '@gavel/domain'
import { dealerId, formatUsd } from '@gavel/domain'
import {
  addressLine,
  type CheckoutOptions,
  type FinalizeChoices,
  type FinalizeErrors,
  paymentMethodLabel,
  serviceTypeLabel,
} from '@gavel/domain/areas/postSale'
import { useId } from 'react'
import { Card, Choice, FieldError, FieldLabel, Fieldset, Select } from '../postSale.styles'
import { useDeliveryAddresses } from './useFinalizeData'

export interface FinalizeFieldsProps {
  readonly options: CheckoutOptions
  readonly choices: FinalizeChoices
  readonly dealerships: readonly { readonly id: DealerId; readonly name: string }[]
  readonly errors: FinalizeErrors
  readonly onChange: (change: Partial<FinalizeChoices>) => void
  readonly onBlur: (field: keyof FinalizeErrors) => void
}

export const FinalizeFieldTexts = {
  dealership: 'Buy with',
  payment: 'Payment method',
  transport: 'Transport',
  acceptQuote: (quote: number) => `Deliver it for ${formatUsd(quote)} (accept the transport quote)`,
  declineQuote: 'I will arrange transport myself',
  noQuote: 'Transport is not offered for this purchase.',
  serviceType: 'Transportation service type',
  address: 'Delivery address',
  chooseOne: 'Choose…',
  loadingAddresses: 'Loading your dealership’s addresses…',
  addressesFailed: 'Your dealership’s addresses could not be loaded.',
  retryAddresses: 'Try again',
  plan: 'Arbitration plan',
  planPrice: (price: number) => (price === 0 ? '' : ` (+${formatUsd(price)})`),
} as const

const ErrorLine = ({ id, text }: { readonly id: string; readonly text: string | undefined }) =>
  text === undefined ? null : (
    <FieldError id={id} role="alert">
      {text}
    </FieldError>
  )

/** The finalize form's fields; each choice is a native radio or select (keyboard as the platform gives it). */
export const FinalizeFields = ({ options, choices, dealerships, errors, onChange, onBlur }: FinalizeFieldsProps) => {
  const id = useId()
  const addresses = useDeliveryAddresses(choices.dealerId, choices.transportAccepted)
  const quote = options.transportQuote
  return (
    <Card>
      {dealerships.length > 1 && (
        <FieldLabel>
          {FinalizeFieldTexts.dealership}
          <Select
            value={choices.dealerId}
            onChange={(e) => onChange({ dealerId: dealerId(Number(e.target.value)), deliveryAddressId: null })}
          >
            {dealerships.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </Select>
        </FieldLabel>
      )}
      <Fieldset aria-describedby={errors.paymentMethod ? `${id}-pay` : undefined}>
        <legend>{FinalizeFieldTexts.payment}</legend>
        {options.paymentMethods.map((m) => (
          <Choice key={m}>
            <input
              type="radio"
              name={`${id}-payment`}
              value={m}
              checked={choices.paymentMethod === m}
              onChange={() => onChange({ paymentMethod: m })}
              onBlur={() => onBlur('paymentMethod')}
            />
            {paymentMethodLabel(m)}
          </Choice>
        ))}
        <ErrorLine id={`${id}-pay`} text={errors.paymentMethod} />
      </Fieldset>
      <Fieldset>
        <legend>{FinalizeFieldTexts.transport}</legend>
        {quote === null ? (
          <p>{FinalizeFieldTexts.noQuote}</p>
        ) : (
          <>
            <Choice>
              <input
                type="radio"
                name={`${id}-transport`}
                checked={choices.transportAccepted}
                onChange={() => onChange({ transportAccepted: true })}
              />
              {FinalizeFieldTexts.acceptQuote(quote)}
            </Choice>
            <Choice>
              <input
                type="radio"
                name={`${id}-transport`}
                checked={!choices.transportAccepted}
                onChange={() => onChange({ transportAccepted: false })}
              />
              {FinalizeFieldTexts.declineQuote}
            </Choice>
          </>
        )}
        <ErrorLine id={`${id}-tq`} text={errors.transportAccepted} />
      </Fieldset>
      {choices.transportAccepted && (
        <>
          <FieldLabel>
            {FinalizeFieldTexts.serviceType}
            <Select
              value={choices.serviceType ?? ''}
              aria-invalid={errors.serviceType ? true : undefined}
              aria-describedby={errors.serviceType ? `${id}-st` : undefined}
              onChange={(e) => onChange({ serviceType: e.target.value === '' ? null : e.target.value })}
              onBlur={() => onBlur('serviceType')}
            >
              <option value="">{FinalizeFieldTexts.chooseOne}</option>
              {options.serviceTypes.map((t) => (
                <option key={t} value={t}>
                  {serviceTypeLabel(t)}
                </option>
              ))}
            </Select>
          </FieldLabel>
          <ErrorLine id={`${id}-st`} text={errors.serviceType} />
          {addresses.isPending ? (
            <p role="status">{FinalizeFieldTexts.loadingAddresses}</p>
          ) : addresses.isError ? (
            <FieldError role="alert">
              {FinalizeFieldTexts.addressesFailed}{' '}
              <button type="button" onClick={() => void addresses.refetch()}>
                {FinalizeFieldTexts.retryAddresses}
              </button>
            </FieldError>
          ) : (
            <FieldLabel>
              {FinalizeFieldTexts.address}
              <Select
                value={choices.deliveryAddressId ?? ''}
                aria-invalid={errors.deliveryAddressId ? true : undefined}
                aria-describedby={errors.deliveryAddressId ? `${id}-ad` : undefined}
                onChange={(e) => onChange({ deliveryAddressId: e.target.value === '' ? null : Number(e.target.value) })}
                onBlur={() => onBlur('deliveryAddressId')}
              >
                <option value="">{FinalizeFieldTexts.chooseOne}</option>
                {addresses.data.map((a) => (
                  <option key={a.id} value={a.id}>
                    {addressLine(a)}
                  </option>
                ))}
              </Select>
            </FieldLabel>
          )}
          <ErrorLine id={`${id}-ad`} text={errors.deliveryAddressId} />
        </>
      )}
      {options.arbitrationPlans.length > 0 && (
        <Fieldset>
          <legend>{FinalizeFieldTexts.plan}</legend>
          {options.arbitrationPlans.map((p) => (
            <Choice key={p.id}>
              <input
                type="radio"
                name={`${id}-plan`}
                checked={choices.arbitrationPlanId === p.id}
                onChange={() => onChange({ arbitrationPlanId: p.id })}
                onBlur={() => onBlur('arbitrationPlanId')}
              />
              {p.name}
              {FinalizeFieldTexts.planPrice(p.price)}
            </Choice>
          ))}
          <ErrorLine id={`${id}-plan`} text={errors.arbitrationPlanId} />
        </Fieldset>
      )}
    </Card>
  )
}
