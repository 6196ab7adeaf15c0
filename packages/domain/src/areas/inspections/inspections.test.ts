import { describe, expect, it } from 'vitest'
import {
  fieldOfInspectionCode,
  InspectionFormTexts,
  type InspectionFormValues,
  InspectionListTexts,
  type InspectionRequest,
  inspectionFieldError,
  inspectionWindowText,
  isInspectionCancellable,
  readInspectionForm,
  sameInspectionAsk,
} from './index'

const context = { addressIds: [102_001, 102_002], today: '2026-11-25' }
const valid: InspectionFormValues = {
  vin: '1ftfw1e51pfa12345',
  odometer: '41,000',
  addressId: '102001',
  windowStart: '2026-11-25',
  windowEnd: '2026-11-28',
  contactName: ' Sam Seller ',
  contactPhone: '(512) 555-0142',
  notes: '',
}
const errorOf = (field: Parameters<typeof inspectionFieldError>[0], patch: Partial<InspectionFormValues>) =>
  inspectionFieldError(field, { ...valid, ...patch }, context)

describe('inspection request rules (docs/adr/0045)', () => {
  it('reads a valid form into the request: VIN upper case, odometer without commas, name trimmed', () => {
    const result = readInspectionForm(valid, context, 102)
    expect(result).toEqual({
      ok: true,
      draft: {
        dealerId: 102,
        vin: '1FTFW1E51PFA12345',
        odometer: 41_000,
        addressId: 102_001,
        windowStart: '2026-11-25',
        windowEnd: '2026-11-28',
        contactName: 'Sam Seller',
        contactPhone: '(512) 555-0142',
        notes: '',
      },
    })
  })

  it('wants a VIN of 17 letters and digits without I, O or Q', () => {
    expect(errorOf('vin', { vin: '' })).toBe(InspectionFormTexts.vinRequired)
    expect(errorOf('vin', { vin: '1FTFW1E51PFA1234' })).toBe('A VIN has 17 characters; this one has 16.')
    expect(errorOf('vin', { vin: '1FTFW1E51PFA123456' })).toBe('A VIN has 17 characters; this one has 18.')
    for (const letter of ['I', 'O', 'Q'])
      expect(errorOf('vin', { vin: `1FTFW1E51PFA1234${letter}` })).toBe(InspectionFormTexts.vinLetters)
    expect(errorOf('vin', { vin: '1FTFW1E51PFA1234#' })).toBe(InspectionFormTexts.vinLetters)
    expect(errorOf('vin', { vin: '1FTFW 1E51-PFA12345' })).toBeNull()
  })

  it('wants the odometer in whole miles up to 999,999', () => {
    expect(errorOf('odometer', { odometer: '' })).toBe(InspectionFormTexts.odometerRequired)
    expect(errorOf('odometer', { odometer: '12.5' })).toBe(InspectionFormTexts.odometerRange)
    expect(errorOf('odometer', { odometer: '-3' })).toBe(InspectionFormTexts.odometerRange)
    expect(errorOf('odometer', { odometer: '1,000,000' })).toBe(InspectionFormTexts.odometerRange)
    expect(errorOf('odometer', { odometer: '999,999' })).toBeNull()
    expect(errorOf('odometer', { odometer: '0' })).toBeNull()
  })

  it("wants one of the dealership's addresses", () => {
    expect(errorOf('addressId', { addressId: '' })).toBe(InspectionFormTexts.addressRequired)
    expect(errorOf('addressId', { addressId: '999001' })).toBe(InspectionFormTexts.addressRequired)
    expect(errorOf('addressId', { addressId: '102002' })).toBeNull()
  })

  it('wants a window of days from today, in order, at most 30 days long', () => {
    expect(errorOf('windowStart', { windowStart: '' })).toBe(InspectionFormTexts.windowStartRequired)
    expect(errorOf('windowStart', { windowStart: '2026-11-24' })).toBe(InspectionFormTexts.windowStartPast)
    expect(errorOf('windowEnd', { windowEnd: '' })).toBe(InspectionFormTexts.windowEndRequired)
    expect(errorOf('windowEnd', { windowEnd: '2026-11-24' })).toBe(InspectionFormTexts.windowEndBeforeStart)
    expect(errorOf('windowEnd', { windowEnd: '2026-12-25' })).toBeNull()
    expect(errorOf('windowEnd', { windowEnd: '2026-12-26' })).toBe(InspectionFormTexts.windowTooLong)
    expect(errorOf('windowEnd', { windowEnd: '2026-11-25' })).toBeNull()
  })

  it('wants a contact name, a 10-digit phone and notes of at most 500 characters', () => {
    expect(errorOf('contactName', { contactName: '   ' })).toBe(InspectionFormTexts.contactNameRequired)
    expect(errorOf('contactName', { contactName: 'x'.repeat(81) })).toBe(InspectionFormTexts.contactNameLong)
    expect(errorOf('contactPhone', { contactPhone: '555-0142' })).toBe(InspectionFormTexts.contactPhone)
    expect(errorOf('contactPhone', { contactPhone: '1 512 555 0142' })).toBeNull()
    expect(errorOf('contactPhone', { contactPhone: '2 512 555 0142' })).toBe(InspectionFormTexts.contactPhone)
    expect(errorOf('notes', { notes: 'x'.repeat(501) })).toBe('Notes can be at most 500 characters (501 now).')
    expect(errorOf('notes', { notes: 'x'.repeat(500) })).toBeNull()
  })

  it('reports every invalid field at once on submit', () => {
    const result = readInspectionForm({ ...valid, vin: 'ABC', contactPhone: '' }, context, 102)
    expect(result).toEqual({
      ok: false,
      errors: { vin: 'A VIN has 17 characters; this one has 3.', contactPhone: InspectionFormTexts.contactPhone },
    })
  })

  it('asks the same thing only when every field is the same (one idempotency key per intent)', () => {
    expect(sameInspectionAsk(valid, { ...valid })).toBe(true)
    expect(sameInspectionAsk(valid, { ...valid, notes: 'gate code 1234' })).toBe(false)
  })

  it("puts the server's refusals under the field they name", () => {
    expect(fieldOfInspectionCode('invalid_vin', '')).toBe('vin')
    expect(fieldOfInspectionCode('already_requested', '')).toBe('vin')
    expect(fieldOfInspectionCode('invalid_window', 'window_end cannot be before window_start.')).toBe('windowEnd')
    expect(fieldOfInspectionCode('invalid_window', 'window_start cannot be in the past.')).toBe('windowStart')
    expect(fieldOfInspectionCode('invalid_contact', 'contact_phone must be a 10-digit phone number.')).toBe(
      'contactPhone',
    )
    expect(fieldOfInspectionCode('limited_user', '')).toBeNull()
  })
})

describe('requested inspections', () => {
  const request = (status: InspectionRequest['status']) => ({ status }) as InspectionRequest

  it('cancels only a Requested inspection', () => {
    expect(isInspectionCancellable(request('requested'))).toBe(true)
    for (const status of ['scheduled', 'inspected', 'cancelled'] as const)
      expect(isInspectionCancellable(request(status))).toBe(false)
  })

  it('says the window as days and the empty list as DECISIONS does', () => {
    expect(inspectionWindowText('2026-11-23', '2026-11-25')).toBe('Nov 23 – Nov 25, 2026')
    expect(inspectionWindowText('2026-11-23', '2026-11-23')).toBe('Nov 23, 2026')
    expect(InspectionListTexts.empty).toBe(
      "You don't currently have any requested inspections. When you do, they'll appear here.",
    )
  })
})
