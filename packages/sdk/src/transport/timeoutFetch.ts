import { ABORTED_MESSAGE, TIMEOUT_MESSAGE } from '../errors/messages.js'
import { SdkError } from '../errors/SdkError.js'

export type Fetch = (request: Request) => Promise<Response>

/** The default fetch, looked up on every call so MSW (and any later patch of `globalThis.fetch`) sees it. */
export const lateBoundFetch: Fetch = (request) => globalThis.fetch(request)

/**
 * Gives every attempt its own timeout while still honouring the caller's `signal`: a caller abort rejects with a
 * `canceled` SdkError, the timeout with a `timeout` SdkError. Other failures pass through for the retry middleware.
 */
export function timeoutFetch(inner: Fetch, timeoutMs: number): Fetch {
  return async (request) => {
    const timeout = AbortSignal.timeout(timeoutMs)
    const signal = AbortSignal.any([request.signal, timeout])
    try {
      return await inner(new Request(request, { signal }))
    } catch (error) {
      if (request.signal.aborted) throw new SdkError({ kind: 'canceled', message: ABORTED_MESSAGE, cause: error })
      if (timeout.aborted) throw new SdkError({ kind: 'timeout', message: TIMEOUT_MESSAGE, cause: error })
      throw error
    }
  }
}
