/**
 * The password rules of reset and registration (ADR 0029 "passwords"): at least 12 characters, not containing
 * the name part of the e-mail (before the @). The rules are shown before the dealer submits; a refusal names the
 * rule broken and never echoes the password.
 */
export const PASSWORD_MIN_LENGTH = 12

export const PasswordTexts = {
  ruleLength: `At least ${PASSWORD_MIN_LENGTH} characters.`,
  ruleName: 'Must not contain the name part of your email (before the @).',
  missing: 'Enter a new password.',
  tooShort: `Your password needs at least ${PASSWORD_MIN_LENGTH} characters.`,
  containsName: 'Your password must not contain the name part of your email.',
  confirmMissing: 'Enter the new password again.',
  mismatch: 'The two passwords do not match.',
} as const

/** The name part of an e-mail (before the @), lower-cased; empty when there is none. */
export const emailNamePart = (email: string): string => {
  const at = email.indexOf('@')
  return (at === -1 ? '' : email.slice(0, at)).trim().toLowerCase()
}

/** The first rule the password breaks for this e-mail, as the text to show, or null when it passes. */
export const passwordProblem = (password: string, email: string): string | null => {
  if (password === '') return PasswordTexts.missing
  if (password.length < PASSWORD_MIN_LENGTH) return PasswordTexts.tooShort
  const name = emailNamePart(email)
  if (name.length > 0 && password.toLowerCase().includes(name)) return PasswordTexts.containsName
  return null
}

/** Whether the confirmation matches, as the text to show, or null. */
export const confirmationProblem = (password: string, confirmation: string): string | null => {
  if (confirmation === '') return PasswordTexts.confirmMissing
  return confirmation === password ? null : PasswordTexts.mismatch
}
