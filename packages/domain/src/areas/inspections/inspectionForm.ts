import { dealerId as toDealerId } from '../../model/ids'
import type { InspectionDraft, InspectionField, InspectionFormErrors } from './InspectionRequests'

/** The request form as typed (texts stay as typed after a refusal). Dates are YYYY-MM-DD; addressId '' for none. */
export interface InspectionFormValues {
  readonly vin: string
  readonly odometer: string
  readonly addressId: string
  readonly windowStart: string
  readonly windowEnd: string
  readonly contactName: string
  readonly contactPhone: string
  readonly notes: string
}

/** What the rules check against: the dealership's address ids and today at the lot (YYYY-MM-DD). */
export interface InspectionFormContext {
  readonly addressIds: readonly number[]
  readonly today: string
}

export const VIN_LENGTH = 17
export const ODOMETER_MAX = 999_999
export const WINDOW_MAX_DAYS = 30
export const CONTACT_NAME_MAX = 80
export const NOTES_MAX = 500

/** Texts of the request form (ours, docs/adr/0045: the spec shows none). */
export const InspectionFormTexts = {
  vinRequired: 'Enter the VIN, or pick a vehicle.',
  vinLength: (n: number) => `A VIN has 17 characters; this one has ${n}.`,
  vinLetters: 'A VIN uses only letters and digits, and never I, O or Q.',
  odometerRequired: 'Enter the odometer in whole miles.',
  odometerRange: 'Enter the odometer as a whole number of miles, up to 999,999.',
  addressRequired: 'Choose one of your dealership’s addresses.',
  windowStartRequired: 'Choose the first day that suits you.',
  windowStartPast: 'The first day cannot be in the past.',
  windowEndRequired: 'Choose the last day that suits you.',
  windowEndBeforeStart: 'The last day cannot be before the first day.',
  windowTooLong: `The window can be at most ${WINDOW_MAX_DAYS} days.`,
  contactNameRequired: 'Enter who the inspector should ask for.',
  contactNameLong: `The contact name can be at most ${CONTACT_NAME_MAX} characters.`,
  contactPhone: 'Enter a 10-digit phone number, e.g. (512) 555-0142.',
  notesLong: (n: number) => `Notes can be at most ${NOTES_MAX} characters (${n} now).`,
  limited: 'Limited users cannot request inspections.',
} as const

/** A VIN as a dealer types it: upper case, without spaces or dashes. */
export const normalizeVin = (raw: string): string => raw.replace(/[\s-]/g, '').toUpperCase()

const DATE = /^\d{4}-\d{2}-\d{2}$/
const daysBetween = (from: string, to: string): number => (Date.parse(to) - Date.parse(from)) / 86_400_000
const phoneDigits = (raw: string): string => raw.replace(/\D/g, '')

/** The error of one field, or null (checked on blur, and for every field on submit). */
export const inspectionFieldError = (
  field: InspectionField,
  values: InspectionFormValues,
  context: InspectionFormContext,
): string | null => {
  switch (field) {
    case 'vin': {
      const vin = normalizeVin(values.vin)
      if (vin === '') return InspectionFormTexts.vinRequired
      if (!/^[A-Z0-9]*$/.test(vin) || /[IOQ]/.test(vin)) return InspectionFormTexts.vinLetters
      return vin.length === VIN_LENGTH ? null : InspectionFormTexts.vinLength(vin.length)
    }
    case 'odometer': {
      const text = values.odometer.replace(/[,\s]/g, '')
      if (text === '') return InspectionFormTexts.odometerRequired
      return /^\d{1,6}$/.test(text) && Number(text) <= ODOMETER_MAX ? null : InspectionFormTexts.odometerRange
    }
    case 'addressId':
      return context.addressIds.includes(Number(values.addressId)) && values.addressId !== ''
        ? null
        : InspectionFormTexts.addressRequired
    case 'windowStart':
      if (!DATE.test(values.windowStart)) return InspectionFormTexts.windowStartRequired
      return values.windowStart < context.today ? InspectionFormTexts.windowStartPast : null
    case 'windowEnd':
      if (!DATE.test(values.windowEnd)) return InspectionFormTexts.windowEndRequired
      if (!DATE.test(values.windowStart)) return null
      if (values.windowEnd < values.windowStart) return InspectionFormTexts.windowEndBeforeStart
      return daysBetween(values.windowStart, values.windowEnd) > WINDOW_MAX_DAYS
        ? InspectionFormTexts.windowTooLong
        : null
    case 'contactName': {
      const name = values.contactName.trim()
      if (name === '') return InspectionFormTexts.contactNameRequired
      return name.length > CONTACT_NAME_MAX ? InspectionFormTexts.contactNameLong : null
    }
    case 'contactPhone': {
      const digits = phoneDigits(values.contactPhone)
      return digits.length === 10 || (digits.length === 11 && digits.startsWith('1'))
        ? null
        : InspectionFormTexts.contactPhone
    }
    case 'notes':
      return values.notes.length > NOTES_MAX ? InspectionFormTexts.notesLong(values.notes.length) : null
  }
}

export const INSPECTION_FIELDS: readonly InspectionField[] = [
  'vin',
  'odometer',
  'addressId',
  'windowStart',
  'windowEnd',
  'contactName',
  'contactPhone',
  'notes',
]

export type InspectionFormResult =
  | { readonly ok: true; readonly draft: InspectionDraft }
  | { readonly ok: false; readonly errors: InspectionFormErrors }

/** Checks every field and, when all hold, the request to send for this dealership. */
export const readInspectionForm = (
  values: InspectionFormValues,
  context: InspectionFormContext,
  dealerId: number,
): InspectionFormResult => {
  const errors: InspectionFormErrors = {}
  for (const field of INSPECTION_FIELDS) {
    const error = inspectionFieldError(field, values, context)
    if (error !== null) errors[field] = error
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return {
    ok: true,
    draft: {
      dealerId: toDealerId(dealerId),
      vin: normalizeVin(values.vin),
      odometer: Number(values.odometer.replace(/[,\s]/g, '')),
      addressId: Number(values.addressId),
      windowStart: values.windowStart,
      windowEnd: values.windowEnd,
      contactName: values.contactName.trim(),
      contactPhone: values.contactPhone.trim(),
      notes: values.notes,
    },
  }
}

/** Whether two forms ask the same thing: a new idempotency key only when the dealer changes the request. */
export const sameInspectionAsk = (a: InspectionFormValues, b: InspectionFormValues): boolean =>
  INSPECTION_FIELDS.every((f) => a[f] === b[f])

/** The server's refusal codes (docs/adr/0045) and the field each names. */
export const fieldOfInspectionCode = (code: string, detail: string): InspectionField | null => {
  switch (code) {
    case 'invalid_vin':
    case 'already_requested':
      return 'vin'
    case 'invalid_odometer':
      return 'odometer'
    case 'invalid_address':
      return 'addressId'
    case 'invalid_window':
      return /window_end/.test(detail) ? 'windowEnd' : 'windowStart'
    case 'invalid_contact':
      return /phone/.test(detail) ? 'contactPhone' : 'contactName'
    case 'invalid_notes':
      return 'notes'
    default:
      return null
  }
}
