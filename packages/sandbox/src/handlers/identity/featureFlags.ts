import type { IdentityPaths } from '@gavel/sdk'
import { createOpenApiHttp } from 'openapi-msw'
import type { HandlerContext } from '../kit/context'
import { serverTime, signedIn } from '../kit/replies'

/** Feature flags per user (shell §4.3; our path, ADR 0001). */
export const flagHandlers = ({ engine, baseUrls }: HandlerContext) => {
  const http = createOpenApiHttp<IdentityPaths>({ baseUrl: baseUrls.identity })
  return [
    http.get('/api/feature_flags', ({ request, response }) => {
      const { user, reply } = signedIn(engine, 'identity', request)
      if (reply) return response.untyped(reply)
      return response(200).json({ flags: { ...user.flags } }, serverTime(engine.now()))
    }),
  ]
}
