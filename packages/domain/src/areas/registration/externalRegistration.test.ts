import { describe, expect, it } from 'vitest'
import { legacyRegistrationUrl } from './externalRegistration'

describe('legacy registration paths (shell §2.2)', () => {
  it('leave for the external registration page at the same step', () => {
    expect(legacyRegistrationUrl('/registration/existing')).toBe('https://www.gavel.example/registration?step=existing')
    expect(legacyRegistrationUrl('/registration/finished/', 'https://site.test/')).toBe(
      'https://site.test/registration?step=finished',
    )
    expect(legacyRegistrationUrl('/registration/other')).toBe('https://www.gavel.example/registration')
  })
})
