import { Messages } from '../messages'
import { TaggedError } from '../taggedError'

/** The terms could not be checked or read (marketplace §8 fallback: 'Failed to retrieve terms of service'). */
export class TermsRetrieveFailed extends TaggedError('TermsRetrieveFailed')<{
  readonly message: string
  /** What went wrong underneath, for the error record; never shown. */
  readonly detail: string
}>() {
  static of(detail: string): TermsRetrieveFailed {
    return new TermsRetrieveFailed({ message: Messages.termsRetrieveFailed, detail })
  }
}

/** Accepting failed (marketplace §8 fallback: 'Failed to save acceptance of terms of service'). */
export class TermsSaveFailed extends TaggedError('TermsSaveFailed')<{
  readonly message: string
  readonly detail: string
}>() {
  static of(detail: string): TermsSaveFailed {
    return new TermsSaveFailed({ message: Messages.termsSaveFailed, detail })
  }
}

const tagOf = (u: unknown): string | null =>
  typeof u === 'object' && u !== null && '_tag' in u ? String((u as { _tag: unknown })._tag) : null

/**
 * The error toast for a failed terms check or acceptance (marketplace §8): 'Unable to process Terms of Service'
 * with the request to call support if it persists. Null when the failure is silent: a request canceled while
 * idle or offline, or a lost session (token refresh failures on the terms path are ignored silently).
 */
export const termsFailureToast = (error: unknown): string | null => {
  const tag = tagOf(error)
  if (tag === 'RequestCanceled' || tag === 'SessionExpired') return null
  return `${Messages.termsProcessFailed}. ${Messages.termsProcessFailedHint}`
}

/** The text to store in the terms state's errors (marketplace §4 "Failures are stored"). */
export const termsErrorText = (error: unknown): string => {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown }
    if (typeof message === 'string' && message !== '') return message
  }
  return Messages.termsRetrieveFailed
}
