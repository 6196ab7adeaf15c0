import type { CapitalAccount } from './model'

/**
 * The two requests a dealer writes to capital (marketplace §7 POST account/lead, request-line-increase); field rules
 * are ours (contracts/openapi/capital.yaml): a requested amount of at least $1,000 in whole dollars, a US phone of
 * 10 digits (ADR 0029), notes up to 1,000 characters, and a new line above the current one.
 */
export const MIN_LEAD_AMOUNT = 1000
export const MAX_NOTE_LENGTH = 1000

export const ApplicationTexts = {
  amountWhole: 'Enter whole dollars, digits only.',
  amountTooSmall: 'Ask for at least $1,000.',
  phoneInvalid: 'Enter a 10-digit US phone number.',
  noteTooLong: 'Keep it under 1,000 characters.',
  limitRequired: 'Enter the credit line you want.',
  limitNotHigher: 'Ask for more than your current line.',
  pendingIncrease: 'A line increase request is already being reviewed.',
} as const

/** Whole dollars from what was typed ("12,500", "$12500"); null when empty, NaN when not whole dollars. */
export const parseDollars = (typed: string): number | null => {
  const cleaned = typed.replace(/[$,\s]/g, '')
  if (cleaned === '') return null
  return /^\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN
}

/** Digits of a US phone number, or null when it is not 10 digits (a leading country code 1 is dropped). */
export const phoneDigits = (typed: string): string | null => {
  const digits = typed.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')
  return digits.length === 10 ? digits : null
}

export const checkLeadAmount = (typed: string): string | null => {
  const amount = parseDollars(typed)
  if (amount === null) return null
  if (Number.isNaN(amount)) return ApplicationTexts.amountWhole
  return amount < MIN_LEAD_AMOUNT ? ApplicationTexts.amountTooSmall : null
}

export const checkPhone = (typed: string): string | null =>
  typed.trim() === '' || phoneDigits(typed) !== null ? null : ApplicationTexts.phoneInvalid

export const checkNote = (typed: string): string | null =>
  typed.length > MAX_NOTE_LENGTH ? ApplicationTexts.noteTooLong : null

export const checkRequestedLimit = (typed: string, account: Pick<CapitalAccount, 'creditLimit'>): string | null => {
  const amount = parseDollars(typed)
  if (amount === null) return ApplicationTexts.limitRequired
  if (Number.isNaN(amount)) return ApplicationTexts.amountWhole
  return amount <= account.creditLimit ? ApplicationTexts.limitNotHigher : null
}
