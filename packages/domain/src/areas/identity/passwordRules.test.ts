import { describe, expect, it } from 'vitest'
import { EmailTexts, emailProblem } from './emailRules'
import { confirmationProblem, emailNamePart, PasswordTexts, passwordProblem } from './passwordRules'
import { ssoTokenFrom } from './ssoToken'

describe('password rules (ADR 0029)', () => {
  it('asks for 12 characters or more', () => {
    expect(passwordProblem('', 'buyer@gavel.test')).toBe(PasswordTexts.missing)
    expect(passwordProblem('short-pass1', 'buyer@gavel.test')).toBe(PasswordTexts.tooShort)
    expect(passwordProblem('twelve-chars', 'buyer@gavel.test')).toBeNull()
  })

  it('refuses a password holding the e-mail name part, whatever the case', () => {
    expect(emailNamePart('Buyer@gavel.test')).toBe('buyer')
    expect(passwordProblem('my-BUYER-password', 'buyer@gavel.test')).toBe(PasswordTexts.containsName)
    expect(passwordProblem('my-seller-password', 'buyer@gavel.test')).toBeNull()
  })

  it('never puts the password in the text it shows', () => {
    const password = 'buyer-secret-123'
    expect(passwordProblem(password, 'buyer@gavel.test')).not.toContain(password)
  })

  it('checks the confirmation', () => {
    expect(confirmationProblem('a-long-password', '')).toBe(PasswordTexts.confirmMissing)
    expect(confirmationProblem('a-long-password', 'a-long-passwore')).toBe(PasswordTexts.mismatch)
    expect(confirmationProblem('a-long-password', 'a-long-password')).toBeNull()
  })
})

describe('e-mail rule', () => {
  it('says what is wrong', () => {
    expect(emailProblem('  ')).toBe(EmailTexts.missing)
    expect(emailProblem('buyer')).toBe(EmailTexts.invalid)
    expect(emailProblem(' buyer@gavel.test ')).toBeNull()
  })
})

describe('SSO token', () => {
  it('comes from the fragment first, then the query', () => {
    expect(ssoTokenFrom('?token=q', '#token=h')).toBe('h')
    expect(ssoTokenFrom('?token=q', '')).toBe('q')
    expect(ssoTokenFrom('', '#other=1')).toBeNull()
  })
})
