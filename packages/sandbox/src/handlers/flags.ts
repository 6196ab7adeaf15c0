import type { IdentityPaths } from '@gavel/sdk'
import { createOpenApiHttp } from 'openapi-msw'
import { bearerUser, type HandlerContext, serverTime } from './http'

/** Feature flags per user (shell §4.3; our path, ADR 0001). */
export const flagHandlers = ({ engine, baseUrls }: HandlerContext) => {
  const http = createOpenApiHttp<IdentityPaths>({ baseUrl: baseUrls.identity })
  return [
    http.get('/api/feature_flags', ({ request, response }) => {
      const user = bearerUser(engine, request)
      if (!user) return response(401).json({ message: 'Not signed in.' }, serverTime(engine.now()))
      return response(200).json({ flags: { ...user.flags } }, serverTime(engine.now()))
    }),
  ]
}
