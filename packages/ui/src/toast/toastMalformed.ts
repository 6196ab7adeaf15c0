import { isDomainError, messageOf } from '@gavel/domain'
import type { ToastStore } from './toastStore'

/**
 * A server answer that breaks the contract is decoded into MalformedResponse; besides the screen's own error
 * state, the dealer gets a toast, so a bad payload is never silent. Other query errors stay inline.
 */
export const toastMalformed = (toasts: ToastStore) => (error: unknown) => {
  if (isDomainError(error) && error._tag === 'MalformedResponse') toasts.show('error', messageOf(error))
}
