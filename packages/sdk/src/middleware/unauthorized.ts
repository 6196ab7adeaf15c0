import type { Middleware } from 'openapi-fetch'
import type { GatewayContext } from '../client/context.js'

/**
 * The session hook of shell.md 8: "HTTP 401 ... web: go to /logout unless it is a login-type call" and "HTTP 400 on
 * token refresh ... go to /logout". The SDK only reports; the app decides. The call still rejects with its `SdkError`.
 */
export function unauthorized(ctx: GatewayContext): Middleware {
  return {
    onResponse({ request, response, schemaPath }) {
      const policy = ctx.policy(request, schemaPath)
      if (!policy.unauthorizedStatuses.includes(response.status)) return undefined
      try {
        ctx.options.onUnauthorized?.({
          status: response.status,
          operation: policy.operationId,
          isLoginCall: policy.loginCall,
        })
      } catch {
        // A failing hook must not replace the call's own error.
      }
      return undefined
    },
  }
}
