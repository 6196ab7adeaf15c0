import { messageOf } from '@gavel/domain'
import {
  type AddressDraft,
  type AddressField,
  type AddressForm as AddressFormValues,
  type AddressType,
  addressFieldError,
  formatPhone,
  validateAddress,
} from '@gavel/domain/areas/settings'
import { type FormEvent, useRef, useState } from 'react'
import { Button } from '../../../primitives/Button'
import { TextField } from '../../../primitives/TextField'
import { Actions, Checks, FieldError, FormGrid, Refused } from '../common/Page.styles'

const TYPES: readonly (readonly [AddressType, string])[] = [
  ['physical', 'Physical location'],
  ['pickup', 'Vehicle pickup'],
  ['delivery', 'Vehicle delivery'],
  ['billing', 'Billing'],
]

export interface AddressFormProps {
  readonly initial: AddressFormValues
  readonly submitLabel: string
  /** Sends the draft; rejects with a domain error whose text is shown (the form keeps what was typed). */
  readonly onSubmit: (draft: AddressDraft) => Promise<unknown>
}

type TextFieldName = Exclude<AddressField, 'types'>

/**
 * An address as an admin types it (ADR 0029 US rules: zip 5 digits or ZIP+4, state's two-letter code, phone
 * 10 digits shown as (312) 555-0100): each field checked when it loses focus, all on submit; one submit at a time.
 */
export const AddressForm = ({ initial, submitLabel, onSubmit }: AddressFormProps) => {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({})
  const [sending, setSending] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const busy = useRef(false)

  const set = (field: AddressField, value: AddressFormValues[AddressField]) => {
    setValues((v) => ({ ...v, [field]: value }))
    setErrors((e) => ({ ...e, [field]: undefined }))
  }
  const blur = (field: AddressField, value = values) =>
    setErrors((e) => ({ ...e, [field]: addressFieldError(value, field) ?? undefined }))
  const text = (field: TextFieldName, label: string, extra: Record<string, string> = {}) => ({
    label,
    value: values[field],
    error: errors[field] ?? null,
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
    onBlur: () => {
      if (field === 'phone' && values.phone.trim() !== '' && addressFieldError(values, 'phone') === null) {
        const shown = { ...values, phone: formatPhone(values.phone) }
        setValues(shown)
        blur(field, shown)
      } else blur(field)
    },
    ...extra,
  })

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (busy.current) return
    const result = validateAddress(values)
    if (!result.ok) return setErrors(result.errors)
    busy.current = true
    setSending(true)
    setRefusal(null)
    try {
      await onSubmit(result.draft)
    } catch (err) {
      setRefusal(messageOf(err))
    } finally {
      busy.current = false
      setSending(false)
    }
  }

  const toggle = (type: AddressType, on: boolean) => {
    const types = on ? [...values.types, type] : values.types.filter((t) => t !== type)
    set('types', types)
    if (types.length === 0) blur('types', { ...values, types })
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Address">
      <FormGrid>
        <TextField {...text('name', 'Address name', { placeholder: 'Main lot' })} />
        <TextField {...text('street1', 'Street address', { autoComplete: 'address-line1' })} />
        <TextField {...text('street2', 'Suite or unit (optional)', { autoComplete: 'address-line2' })} />
        <TextField {...text('city', 'City', { autoComplete: 'address-level2' })} />
        <TextField
          {...text('state', 'State (two letters)', { autoComplete: 'address-level1', maxLength: '2' })}
          onChange={(e) => set('state', e.target.value.toUpperCase())}
        />
        <TextField {...text('zipCode', 'Zip code', { inputMode: 'numeric', autoComplete: 'postal-code' })} />
        <TextField {...text('phone', 'Phone (optional)', { inputMode: 'tel', autoComplete: 'tel-national' })} />
      </FormGrid>
      <Checks aria-describedby={errors.types ? 'address-types-error' : undefined}>
        <legend>Use this address for</legend>
        {TYPES.map(([type, label]) => (
          <label key={type}>
            <input
              type="checkbox"
              checked={values.types.includes(type)}
              onChange={(e) => toggle(type, e.target.checked)}
            />
            {label}
          </label>
        ))}
        {errors.types && (
          <FieldError id="address-types-error" role="alert">
            {errors.types}
          </FieldError>
        )}
      </Checks>
      <Actions>
        <Button type="submit" loading={sending}>
          {sending ? 'Saving…' : submitLabel}
        </Button>
        {refusal !== null && <Refused role="alert">{refusal}</Refused>}
      </Actions>
    </form>
  )
}
