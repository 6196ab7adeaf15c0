import type { Middleware } from 'openapi-fetch'
import type { GatewayContext } from '../client/context.js'

/**
 * Bids and offers carry an `Idempotency-Key` (ADR 0001; ADR 0029: "one idempotency key per intent, reused on
 * every retry"). The caller passes one per intent; when it does not, one is made here, once per call — the retry
 * middleware re-sends this same request, so every attempt carries the same key.
 */
export function idempotencyKey(ctx: GatewayContext): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      if (!ctx.policy(request, schemaPath).idempotent || request.headers.has('Idempotency-Key')) return undefined
      request.headers.set('Idempotency-Key', crypto.randomUUID())
      return undefined
    },
  }
}
