import type { Middleware } from 'openapi-fetch'
import type { GatewayContext } from '../client/context.js'
import { IDLE_OR_OFFLINE_MESSAGE } from '../errors/messages.js'
import { SdkError } from '../errors/SdkError.js'

const navigatorOnline = (): boolean => {
  const online = (globalThis as { navigator?: { onLine?: unknown } }).navigator?.onLine
  return typeof online === 'boolean' ? online : true
}

/**
 * "Idle after 5 minutes without activity; data requests are skipped while idle" (shell.md 4.2) and nothing is sent
 * offline: the call rejects with `SdkError` kind `canceled` and the text 'Request canceled due to being idle or
 * offline' (shell.md 8), which callers do not report to monitoring.
 */
export function cancelWhenIdle(ctx: GatewayContext): Middleware {
  const isOnline = ctx.options.isOnline ?? navigatorOnline
  return {
    onRequest({ request, schemaPath }) {
      const policy = ctx.policy(request, schemaPath)
      const idle = policy.dataRequest && (ctx.options.isIdle?.() ?? false)
      if (idle || !isOnline()) {
        throw new SdkError({ kind: 'canceled', message: IDLE_OR_OFFLINE_MESSAGE, operation: policy.operationId })
      }
      return undefined
    },
  }
}
