import { DEFAULT_ERROR_MESSAGE } from './messages.js'

/**
 * What went wrong with a call:
 * - `http`: the gateway answered a non-2xx status;
 * - `network`: no answer (connection refused or dropped, DNS, CORS);
 * - `timeout`: no answer within the client's timeout;
 * - `canceled`: not sent because the user is idle or offline, or aborted by the caller;
 * - `malformed`: a 2xx answer whose body is not JSON.
 */
export type SdkErrorKind = 'http' | 'network' | 'timeout' | 'canceled' | 'malformed'

export interface SdkErrorInit {
  readonly kind: SdkErrorKind
  readonly message?: string
  readonly status?: number
  readonly details?: readonly string[]
  readonly codes?: readonly string[]
  readonly operation?: string
  readonly cause?: unknown
  readonly body?: unknown
}

/**
 * The one error every SDK client rejects with. `message` is the text to show: the first easy-pass `detail`, the
 * identity gateway's `message`, or the spec's default text (shell.md 8).
 */
export class SdkError extends Error {
  override readonly name = 'SdkError'
  readonly kind: SdkErrorKind
  /** The HTTP status, for `http` and `malformed`. */
  readonly status: number | undefined
  /** Every easy-pass `detail` in order (empty for other bodies). */
  readonly details: readonly string[]
  /** Every easy-pass `code` in order (empty for other bodies). */
  readonly codes: readonly string[]
  /** The operationId of the call (e.g. `placeBid`), when known. */
  readonly operation: string | undefined
  /** The parsed JSON body of an `http` answer (undefined when it was not JSON), for callers that read more of it. */
  readonly body: unknown

  constructor(init: SdkErrorInit) {
    super(init.message ?? DEFAULT_ERROR_MESSAGE, init.cause === undefined ? undefined : { cause: init.cause })
    this.kind = init.kind
    this.status = init.status
    this.details = init.details ?? []
    this.codes = init.codes ?? []
    this.operation = init.operation
    this.body = init.body
  }
}

export const isSdkError = (value: unknown): value is SdkError => value instanceof SdkError
