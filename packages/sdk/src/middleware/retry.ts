import type { Middleware } from 'openapi-fetch'
import type { GatewayContext } from '../client/context.js'
import { SdkError } from '../errors/SdkError.js'
import { toSdkError } from '../errors/toSdkError.js'
import { type BackoffOptions, backoffDelay, sleep } from '../transport/backoff.js'

type Outcome = { readonly response: Response } | { readonly error: unknown }

interface Attempts {
  /** The request as it left the other middleware (headers, bearer, idempotency key), re-sent on each retry. */
  readonly template: Request
  readonly budget: number
  readonly operation: string
  retries: number
}

const RETRYABLE_STATUS = (status: number) => status === 408 || status === 429 || status >= 500

/** Retry only network errors, timeouts, 408, 429 and 5xx — never another 4xx, never a cancel (ADR 0029). */
const isRetryable = (outcome: Outcome): boolean => {
  if ('response' in outcome) return RETRYABLE_STATUS(outcome.response.status)
  const error = toSdkError(outcome.error)
  return error.kind === 'network' || error.kind === 'timeout'
}

/** A 429/503 `Retry-After` in seconds stretches the wait; otherwise jittered exponential backoff. */
const waitBefore = (outcome: Outcome, step: number, backoff: BackoffOptions): number => {
  const jittered = backoffDelay(step, backoff)
  if (!('response' in outcome)) return jittered
  const retryAfter = Number(outcome.response.headers.get('Retry-After'))
  return Number.isFinite(retryAfter) && retryAfter > 0
    ? Math.max(jittered, Math.min(retryAfter * 1000, backoff.maxDelayMs))
    : jittered
}

/**
 * Retries a call with exponential backoff and jitter within its operation's budget (marketplace.md 9: 6 for search
 * calls, bids and offers; 3 for syncing and refetch). Each retry re-sends the very request of the first attempt,
 * so a bid's `Idempotency-Key` is the same on every attempt. Registered last, so its `onRequest` sees the finished
 * request and its `onResponse`/`onError` run before the hooks and the error normalisation see the final outcome.
 */
export function retry(ctx: GatewayContext): Middleware {
  const backoff: BackoffOptions = {
    baseDelayMs: ctx.options.retry?.baseDelayMs ?? 300,
    maxDelayMs: ctx.options.retry?.maxDelayMs ?? 10_000,
    random: ctx.options.retry?.random ?? Math.random,
  }
  const calls = new Map<string, Attempts>()

  async function settle(
    id: string,
    first: Outcome,
    send: (request: Request) => Promise<Response>,
    signal: AbortSignal,
  ) {
    const attempts = calls.get(id)
    let outcome = first
    while (attempts !== undefined && attempts.retries < attempts.budget && isRetryable(outcome)) {
      if ('response' in outcome) await outcome.response.body?.cancel().catch(() => undefined)
      await sleep(waitBefore(outcome, attempts.retries, backoff), signal)
      attempts.retries += 1
      try {
        outcome = {
          response: await send(attempts.template.body === null ? attempts.template : attempts.template.clone()),
        }
      } catch (error) {
        outcome = { error }
      }
    }
    return outcome
  }

  return {
    onRequest({ request, schemaPath, id }) {
      const policy = ctx.policy(request, schemaPath)
      const budget = ctx.options.retry?.budgets?.[policy.operationId] ?? policy.retries
      // A request without a body can be sent again as it is; cloning every one (most are GETs) was 18 ms of the
      // listing's cold load at 4× CPU (issue 10's profile). One with a body is cloned before its body is read.
      if (budget > 0) {
        const template = request.body === null ? request : request.clone()
        calls.set(id, { template, budget, operation: policy.operationId, retries: 0 })
      }
      return undefined
    },
    async onResponse({ id, request, response, options }) {
      try {
        const outcome = await settle(id, { response }, options.fetch, request.signal)
        if ('error' in outcome) throw toSdkError(outcome.error, calls.get(id)?.operation)
        return outcome.response === response ? undefined : outcome.response
      } finally {
        calls.delete(id)
      }
    },
    async onError({ id, request, error, options }) {
      const outcome = await settle(id, { error }, options.fetch, request.signal).catch((e: unknown) => ({ error: e }))
      if ('response' in outcome) return outcome.response
      const operation = calls.get(id)?.operation
      calls.delete(id)
      return outcome.error instanceof SdkError ? outcome.error : toSdkError(outcome.error, operation)
    },
  }
}
