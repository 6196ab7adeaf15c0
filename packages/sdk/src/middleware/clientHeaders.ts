import type { Middleware } from 'openapi-fetch'
import type { GatewayContext } from '../client/context.js'

const runtimeTimezone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone

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
