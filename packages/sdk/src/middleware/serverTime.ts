import type { Middleware } from 'openapi-fetch'
import type { GatewayContext } from '../client/context.js'

/**
 * "The server time header updates a clock offset" (shell.md 4.2): every response carries `X-Server-Time` (epoch ms,
 * ADR 0001); the client's `onServerTime(serverMs, localMs)` gets it with the local clock when it arrived.
 */
export function serverTime(ctx: GatewayContext): Middleware {
  return {
    onResponse({ response }) {
      const header = response.headers.get('X-Server-Time')
      const serverMs = header === null || header.trim() === '' ? Number.NaN : Number(header)
      if (Number.isFinite(serverMs)) ctx.options.onServerTime?.(serverMs, Date.now())
      return undefined
    },
  }
}
