import type { Middleware } from 'openapi-fetch'
import type { GatewayContext } from '../client/context.js'

/**
 * `Authorization: Bearer <accessToken>` on every call except login, legacy login and refresh (ADR 0001). With no
 * token (signed out) the call goes without one and the gateway answers 401.
 */
export function bearerToken(ctx: GatewayContext): Middleware {
  return {
    async onRequest({ request, schemaPath }) {
      if (!ctx.policy(request, schemaPath).bearer || ctx.options.getAccessToken === undefined) return undefined
      const token = await ctx.options.getAccessToken()
      if (token) request.headers.set('Authorization', `Bearer ${token}`)
      return undefined
    },
  }
}
