/**
 * The registration form's rules (shell §5 "Other form validations: not shown"; ADR 0029 for phones; our texts,
 * docs/adr/0026). Each returns the text to show, or null when the value passes.
 */
export const RegistrationTexts = {
  firstNameMissing: 'Enter your first name.',
  lastNameMissing: 'Enter your last name as it is on your AuctionACCESS account.',
  phoneInvalid: 'Enter a 10-digit US phone number, like (312) 555-0100.',
  auctionAccessMissing: 'Enter your AuctionACCESS number.',
  auctionAccessInvalid: 'Your AuctionACCESS number is 7 to 10 digits.',
  emailTaken: 'An account with this email already exists. Log in, or reset your password if you forgot it.',
  dealershipMissing: 'Choose the dealership you buy or sell for.',
  accountNotFound: "We couldn't find an AuctionACCESS account with that number and last name.",
} as const

export const requiredName = (value: string, missing: string): string | null => (value.trim() === '' ? missing : null)

/** The digits of a US phone number (a leading 1 dropped), or null when it is not 10 digits. */
export const phoneDigits = (value: string): string | null => {
  const digits = value.replace(/\D/g, '')
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  return ten.length === 10 ? ten : null
}

/** The phone is optional; when given it must be 10 digits (ADR 0029). */
export const phoneProblem = (value: string): string | null =>
  value.trim() === '' || phoneDigits(value) !== null ? null : RegistrationTexts.phoneInvalid

/** Shown as (312) 555-0100 (ADR 0029). */
export const formatPhone = (digits: string): string =>
  `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`

export const auctionAccessIdProblem = (value: string): string | null => {
  const trimmed = value.trim()
  if (trimmed === '') return RegistrationTexts.auctionAccessMissing
  return /^\d{7,10}$/.test(trimmed) ? null : RegistrationTexts.auctionAccessInvalid
}
