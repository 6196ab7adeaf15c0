import { isDomainError } from '../errors'
import { Messages } from '../messages'

/**
 * The login page's errors list (shell §7 Identity: "Login failures set an errors list and rethrow; native login
 * failure gives 'Could not authenticate'"), from what a failed sign-in threw and the password that was typed:
 * - a canceled request (idle or offline, shell §8) lists nothing;
 * - a failure's own text is listed as it came (shown as text, never HTML), once;
 * - a failure without a text of its own, or whose text repeats the typed password, lists 'Could not authenticate'
 *   instead, so the list never shows a password.
 */
export const loginErrors = (failure: unknown, password: string): readonly string[] => {
  if (isDomainError(failure) && failure._tag === 'RequestCanceled') return []
  const texts = isDomainError(failure) ? [failure.message] : []
  const shown = texts
    .map((text) => text.trim())
    .map((text) => (text === '' || (password !== '' && text.includes(password)) ? Messages.nativeLoginFailed : text))
  const list = [...new Set(shown)]
  return list.length > 0 ? list : [Messages.nativeLoginFailed]
}
