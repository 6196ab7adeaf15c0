import type { Middleware } from 'openapi-fetch'
import type { GatewayContext } from '../client/context.js'

let runtimeZone: string | undefined

type TemporalNow = { readonly Temporal?: { readonly Now?: { readonly timeZoneId?: () => string } } }

/**
 * The runtime's time zone, read once for all clients. Temporal answers without starting ICU, which the first
 * `Intl.DateTimeFormat()` does (21–29 ms of the saved list's cold load at 4× CPU, issue 12's profile); runtimes
 * without Temporal ask Intl.
 */
const runtimeTimezone = (): string => {
  runtimeZone ??=
    (globalThis as TemporalNow).Temporal?.Now?.timeZoneId?.() ?? Intl.DateTimeFormat().resolvedOptions().timeZone
  return runtimeZone
}

/**
 * "All gateways send headers for client version, client type (desktop), client OS (web) and timezone" (shell.md 7).
 */
export function clientHeaders(ctx: GatewayContext): Middleware {
  const timezone = ctx.options.timezone ?? runtimeTimezone()
  return {
    onRequest({ request }) {
      request.headers.set('X-Client-Version', ctx.options.clientVersion)
      request.headers.set('X-Client-Type', 'desktop')
      request.headers.set('X-Client-OS', 'web')
      request.headers.set('X-Client-Timezone', timezone)
      return undefined
    },
  }
}
