import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { contactPhoneFrom, gatePassFileRefusal, isWellFormedVin, vehicleLimitRefusal, vinsIn } from './orderRules'

describe('transport order rules (marketplace §3, §5)', () => {
  it('refuses a 21st vehicle with a clear message, and a batch that would pass 20', () => {
    expect(vehicleLimitRefusal(19, 1)).toBeNull()
    expect(vehicleLimitRefusal(20, 1)).toBe('An order holds at most 20 vehicles. Remove one to add another.')
    expect(vehicleLimitRefusal(15, 6)).toBe('An order holds at most 20 vehicles: 5 more can be added, not 6.')
  })
  it('never lets an order pass 20 vehicles', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 1, max: 40 }), (current, adding) => {
        expect(vehicleLimitRefusal(current, adding) === null).toBe(current + adding <= 20)
      }),
    )
  })
  it('reads VINs from pasted text, once each', () => {
    expect(vinsIn(' 1ftfw1e50nfa00001,\n1ftfw1e50nfa00001 2T1BURHE0JC000002 ')).toEqual([
      '1FTFW1E50NFA00001',
      '2T1BURHE0JC000002',
    ])
    expect(isWellFormedVin('1FTFW1E50NFA00001')).toBe(true)
    expect(isWellFormedVin('1FTFW1E50NFA0000O')).toBe(false)
  })
  it('refuses a gate pass before sending, naming the limit', () => {
    expect(gatePassFileRefusal({ size: 100, type: 'application/pdf' })).toBeNull()
    expect(gatePassFileRefusal({ size: 11 * 1024 * 1024, type: 'image/png' })).toBe(
      'A gate pass must be 10 MB or smaller.',
    )
    expect(gatePassFileRefusal({ size: 10, type: 'text/plain' })).toBe('A gate pass must be a PDF, PNG or JPEG file.')
  })
  it('takes the contact phone from the address, else the primary contact, else the dealer lookup', () => {
    expect(contactPhoneFrom('1', '2', '3')).toEqual({ phone: '1', source: 'address' })
    expect(contactPhoneFrom(' ', '2', '3')).toEqual({ phone: '2', source: 'primary contact' })
    expect(contactPhoneFrom(null, null, '3')).toEqual({ phone: '3', source: 'dealership' })
    expect(contactPhoneFrom(null, undefined, '')).toBeNull()
  })
})
