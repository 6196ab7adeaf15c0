import type { AddressDraft, AddressType } from './address'

/** The two-letter codes of the states, DC and the territories a dealership may be in (ADR 0029 US addresses). */
export const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'PR',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const

export const AddressTexts = {
  required: (label: string) => `Enter the ${label}.`,
  zip: 'Enter a 5-digit zip code, or ZIP+4 like 60614-1234.',
  state: 'Enter the state as its two-letter code, like IL.',
  phone: 'Enter a 10-digit phone number, like (312) 555-0100.',
  types: 'Pick at least one use for this address.',
} as const

/** The digits of a US phone number as typed ("(312) 555-0100", "312.555.0100", "+1 312 555 0100"), or null. */
export const phoneDigits = (typed: string): string | null => {
  const digits = typed.replace(/\D/g, '')
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  return /^\d{10}$/.test(ten) ? ten : null
}

/** A phone shown as (312) 555-0100 (ADR 0029); anything not 10 digits is shown as it is. */
export const formatPhone = (phone: string | null): string => {
  if (phone === null) return ''
  const d = phoneDigits(phone)
  return d === null ? phone : `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`
}

/** A zip code: 5 digits or ZIP+4 (a bare 9 digits gets its dash), or null. */
export const normalizeZip = (typed: string): string | null => {
  const t = typed.trim()
  if (/^\d{5}(-\d{4})?$/.test(t)) return t
  if (/^\d{9}$/.test(t)) return `${t.slice(0, 5)}-${t.slice(5)}`
  return null
}

/** A state as its two-letter code (any case), or null. */
export const normalizeState = (typed: string): string | null => {
  const code = typed.trim().toUpperCase()
  return (US_STATES as readonly string[]).includes(code) ? code : null
}

/** What the address form holds: every field as typed. */
export interface AddressForm {
  readonly name: string
  readonly street1: string
  readonly street2: string
  readonly city: string
  readonly state: string
  readonly zipCode: string
  readonly phone: string
  readonly types: readonly AddressType[]
}
export type AddressField = keyof AddressForm

const LABELS: Record<'name' | 'street1' | 'city', string> = {
  name: 'address name',
  street1: 'street address',
  city: 'city',
}

/** The error of one field as typed, or null (the form checks a field on blur and all of them on submit). */
export const addressFieldError = (form: AddressForm, field: AddressField): string | null => {
  switch (field) {
    case 'name':
    case 'street1':
    case 'city':
      return form[field].trim() === '' ? AddressTexts.required(LABELS[field]) : null
    case 'state':
      return normalizeState(form.state) === null ? AddressTexts.state : null
    case 'zipCode':
      return normalizeZip(form.zipCode) === null ? AddressTexts.zip : null
    case 'phone':
      return form.phone.trim() !== '' && phoneDigits(form.phone) === null ? AddressTexts.phone : null
    case 'types':
      return form.types.length === 0 ? AddressTexts.types : null
    default:
      return null
  }
}

const FIELDS: readonly AddressField[] = ['name', 'street1', 'street2', 'city', 'state', 'zipCode', 'phone', 'types']

/** Every field's error, or the draft to send (US rules of ADR 0029). */
export const validateAddress = (
  form: AddressForm,
):
  | { readonly ok: true; readonly draft: AddressDraft }
  | { readonly ok: false; readonly errors: Partial<Record<AddressField, string>> } => {
  const errors: Partial<Record<AddressField, string>> = {}
  for (const f of FIELDS) {
    const e = addressFieldError(form, f)
    if (e !== null) errors[f] = e
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  const street2 = form.street2.trim()
  return {
    ok: true,
    draft: {
      name: form.name.trim(),
      street1: form.street1.trim(),
      street2: street2 === '' ? null : street2,
      city: form.city.trim(),
      state: normalizeState(form.state) as string,
      zipCode: normalizeZip(form.zipCode) as string,
      phone: form.phone.trim() === '' ? null : phoneDigits(form.phone),
      types: form.types,
    },
  }
}

export const EMPTY_ADDRESS_FORM: AddressForm = {
  name: '',
  street1: '',
  street2: '',
  city: '',
  state: '',
  zipCode: '',
  phone: '',
  types: ['pickup', 'delivery'],
}
