import { describe, expect, it } from 'vitest'
import { RequestCanceled, ServiceUnavailable, SessionExpired } from '../errors'
import { TermsRetrieveFailed, TermsSaveFailed, termsErrorText, termsFailureToast } from './termsErrors'

describe('terms failures (marketplace §8)', () => {
  it('carry the fallback texts of the spec', () => {
    expect(TermsRetrieveFailed.of('502').message).toBe('Failed to retrieve terms of service')
    expect(TermsSaveFailed.of('409').message).toBe('Failed to save acceptance of terms of service')
    expect(TermsSaveFailed.of('409')).toMatchObject({ _tag: 'TermsSaveFailed', detail: '409' })
  })
  it('toast "Unable to process Terms of Service" with the request to call support', () => {
    expect(termsFailureToast(TermsSaveFailed.of('x'))).toBe(
      'Unable to process Terms of Service. If the problem persists, please contact support by phone.',
    )
    expect(termsFailureToast(ServiceUnavailable.default())).toContain('Unable to process Terms of Service')
    expect(termsFailureToast(new Error('boom'))).toContain('contact support by phone')
  })
  it('stay silent for a canceled request or a lost session', () => {
    expect(termsFailureToast(RequestCanceled.make())).toBeNull()
    expect(termsFailureToast(new SessionExpired({ message: 'gone' }))).toBeNull()
  })
  it('are stored by their text, or the retrieve fallback', () => {
    expect(termsErrorText(TermsSaveFailed.of('x'))).toBe('Failed to save acceptance of terms of service')
    expect(termsErrorText('nope')).toBe('Failed to retrieve terms of service')
    expect(termsErrorText({ message: '' })).toBe('Failed to retrieve terms of service')
  })
})
