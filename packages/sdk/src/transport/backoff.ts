import { ABORTED_MESSAGE } from '../errors/messages.js'
import { SdkError } from '../errors/SdkError.js'

export interface BackoffOptions {
  readonly baseDelayMs: number
  readonly maxDelayMs: number
  readonly random: () => number
}

/** Exponential backoff with full jitter: step n waits a random time in [0, min(max, base * 2^n)). */
export const backoffDelay = (step: number, { baseDelayMs, maxDelayMs, random }: BackoffOptions): number =>
  Math.floor(random() * Math.min(maxDelayMs, baseDelayMs * 2 ** step))

/** Waits `ms`, or rejects with a `canceled` SdkError as soon as `signal` aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new SdkError({ kind: 'canceled', message: ABORTED_MESSAGE }))
      return
    }
    const onAbort = () => {
      clearTimeout(timer)
      reject(new SdkError({ kind: 'canceled', message: ABORTED_MESSAGE }))
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}
