import type { Rng } from './prng'

/**
 * Vehicle identification numbers (ISO 3779 / 49 CFR 565): 17 characters, never I, O or Q, and a check digit at
 * position 9 computed from every other position, so a VIN the sandbox hands out passes any real decoder.
 */
export const VIN_ALPHABET = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'

const TRANSLITERATION: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
}
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]

const transliterate = (c: string): number => (c >= '0' && c <= '9' ? Number(c) : (TRANSLITERATION[c] ?? Number.NaN))

/** The check digit ('0'..'9' or 'X') for a 17-character VIN; position 9 itself is ignored (weight 0). */
export const vinCheckDigit = (vin: string): string => {
  let sum = 0
  for (let i = 0; i < 17; i++) sum += transliterate(vin[i] ?? '') * (WEIGHTS[i] ?? 0)
  const remainder = sum % 11
  return remainder === 10 ? 'X' : String(remainder)
}

export const isValidVin = (vin: string): boolean => /^[A-HJ-NPR-Z0-9]{17}$/.test(vin) && vinCheckDigit(vin) === vin[8]

/** Model-year codes of position 10, 2010 (A) to 2039 (9). */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789'

export const modelYearCode = (year: number): string => {
  const code = YEAR_CODES[(year - 2010) % 30]
  if (year < 2010 || code === undefined) throw new Error(`model year ${year} is outside 2010..2039`)
  return code
}

/** A valid VIN for a make's world manufacturer identifier and a model year. */
export const generateVin = (rng: Rng, wmi: string, year: number): string => {
  const descriptor = rng.chars(VIN_ALPHABET, 5)
  const plant = rng.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 1)
  const serial = rng.chars('0123456789', 6)
  const draft = `${wmi}${descriptor}0${modelYearCode(year)}${plant}${serial}`
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`
}
