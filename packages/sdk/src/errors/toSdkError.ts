import { ABORTED_MESSAGE, TIMEOUT_MESSAGE } from './messages.js'
import { SdkError } from './SdkError.js'

const isNamed = (error: unknown, name: string): boolean =>
  typeof error === 'object' && error !== null && 'name' in error && error.name === name

const withOperation = (error: SdkError, operation: string): SdkError =>
  new SdkError({
    kind: error.kind,
    message: error.message,
    status: error.status,
    details: error.details,
    codes: error.codes,
    operation,
    cause: error.cause,
  })

/**
 * Classifies anything `fetch` threw: an `SdkError` stays as it is, an abort is `canceled`, a timeout is `timeout`,
 * anything else (TypeError "fetch failed", a dropped connection) is `network`.
 */
export function toSdkError(error: unknown, operation?: string): SdkError {
  if (error instanceof SdkError)
    return error.operation !== undefined || operation === undefined ? error : withOperation(error, operation)
  if (isNamed(error, 'TimeoutError'))
    return new SdkError({ kind: 'timeout', message: TIMEOUT_MESSAGE, operation, cause: error })
  if (isNamed(error, 'AbortError'))
    return new SdkError({ kind: 'canceled', message: ABORTED_MESSAGE, operation, cause: error })
  return new SdkError({ kind: 'network', operation, cause: error })
}
