import {
  ActionRejected,
  type DomainError,
  InvalidCredentials,
  isDomainError,
  MalformedResponse,
  Messages,
  NotFound,
  RequestCanceled,
  ServiceUnavailable,
  SessionExpired,
} from '@gavel/domain'
import { isSdkError } from '@gavel/sdk'

export interface ErrorContext {
  /** The call is a sign-in: a 401 means wrong credentials, not an expired session. */
  readonly signIn?: boolean
  /** The call is an action (bid, offer): a 4xx refusal carries the server's reason to the dealer. */
  readonly action?: boolean
}

/**
 * Sorts whatever a call threw into the domain's tagged errors, so a screen never sees an HTTP status
 * (`docs/style.md` 7). Texts come from the server when it gives one, else from the spec's catalogue.
 */
export const toDomainError = (error: unknown, context: ErrorContext = {}): DomainError => {
  if (isDomainError(error)) return error
  if (!isSdkError(error)) return ServiceUnavailable.default()
  switch (error.kind) {
    case 'canceled':
      return RequestCanceled.make()
    case 'malformed':
      return new MalformedResponse({
        message: Messages.defaultApiError,
        operation: error.operation ?? '',
        detail: error.message,
      })
    case 'network':
    case 'timeout':
      return ServiceUnavailable.default()
  }
  const status = error.status ?? 500
  if (status === 401 && context.signIn) return new InvalidCredentials({ message: Messages.invalidCredentials })
  if (status === 401) return new SessionExpired({ message: error.message })
  if (status === 404) return new NotFound({ message: error.message })
  if (status < 500 && context.action) return new ActionRejected({ message: error.message })
  if (status < 500) return new ServiceUnavailable({ message: error.message })
  return ServiceUnavailable.default()
}

/** Runs a call and rethrows its failure as a domain error. */
export const callGateway = async <T>(call: () => Promise<T>, context?: ErrorContext): Promise<T> => {
  try {
    return await call()
  } catch (error) {
    throw toDomainError(error, context)
  }
}
