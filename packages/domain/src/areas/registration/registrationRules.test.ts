import { describe, expect, it } from 'vitest'
import { auctionAccessIdProblem, formatPhone, phoneDigits, phoneProblem, RegistrationTexts } from './registrationRules'

describe('registration rules (docs/adr/0026, ADR 0029)', () => {
  it('takes an optional 10-digit phone and shows it US style', () => {
    expect(phoneProblem('')).toBeNull()
    expect(phoneProblem('312 555 010')).toBe(RegistrationTexts.phoneInvalid)
    expect(phoneDigits('+1 (312) 555-0100')).toBe('3125550100')
    expect(formatPhone('3125550100')).toBe('(312) 555-0100')
  })

  it('asks for a 7 to 10 digit AuctionACCESS number', () => {
    expect(auctionAccessIdProblem(' ')).toBe(RegistrationTexts.auctionAccessMissing)
    expect(auctionAccessIdProblem('55-5001')).toBe(RegistrationTexts.auctionAccessInvalid)
    expect(auctionAccessIdProblem('5550001')).toBeNull()
  })
})
