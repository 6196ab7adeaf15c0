/** E-mail field rules of the identity forms (shell §5: "Other form validations: not shown"; our texts). */
export const EmailTexts = {
  missing: 'Enter your email.',
  invalid: 'Enter an email like name@dealership.com.',
} as const

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The text to show for this e-mail, or null when it looks like an address. */
export const emailProblem = (email: string): string | null => {
  const trimmed = email.trim()
  if (trimmed === '') return EmailTexts.missing
  return EMAIL.test(trimmed) ? null : EmailTexts.invalid
}
