import { describe, expect, it } from 'vitest'
import { createRng } from './prng'
import { generateVin, isValidVin, modelYearCode, vinCheckDigit } from './vin'

describe('VIN check digit', () => {
  it('computes the published example 1M8GDM9AXKP042788 (check digit X)', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X')
    expect(isValidVin('1M8GDM9AXKP042788')).toBe(true)
  })

  it('computes a numeric check digit for a real Honda VIN', () => {
    expect(vinCheckDigit('1HGCM82633A004352')).toBe('3')
  })

  it('rejects a VIN whose ninth character is wrong', () => {
    expect(isValidVin('1M8GDM9A1KP042788')).toBe(false)
  })

  it('rejects I, O and Q and wrong lengths', () => {
    expect(isValidVin('1M8GDM9AXKP04278O')).toBe(false)
    expect(isValidVin('1M8GDM9AXKP04278')).toBe(false)
  })

  it('maps model years to position-10 codes', () => {
    expect(modelYearCode(2010)).toBe('A')
    expect(modelYearCode(2019)).toBe('K')
    expect(modelYearCode(2024)).toBe('R')
    expect(() => modelYearCode(2009)).toThrow()
  })

  it('generates only valid VINs with the make prefix and year code', () => {
    const rng = createRng(7)
    for (let i = 0; i < 500; i++) {
      const vin = generateVin(rng, '1FT', 2021)
      expect(isValidVin(vin), vin).toBe(true)
      expect(vin.startsWith('1FT')).toBe(true)
      expect(vin[9]).toBe('M')
    }
  })
})
