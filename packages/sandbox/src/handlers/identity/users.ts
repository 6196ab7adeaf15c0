import type { IdentityPaths } from '@gavel/sdk'
import { createOpenApiHttp } from 'openapi-msw'
import { toSettingsWire, toUserWire } from '../../wire/userWire'
import type { HandlerContext } from '../kit/context'
import { serverTime, signedIn } from '../kit/replies'

/** The signed-in user, any user by id, and login data with settings (shell §7 Identity, ADR 0001). */
export const userHandlers = ({ engine, baseUrls }: HandlerContext) => {
  const http = createOpenApiHttp<IdentityPaths>({ baseUrl: baseUrls.identity })
  return [
    http.get('/user/login_data', ({ request, response }) => {
      const { user, reply } = signedIn(engine, 'identity', request)
      if (reply) return response.untyped(reply)
      const body = { user: toUserWire(engine.world, user), settings: toSettingsWire(user) }
      return response(200).json(body, serverTime(engine.now()))
    }),
    http.get('/user/{id}', ({ request, params, response }) => {
      const { reply } = signedIn(engine, 'identity', request)
      if (reply) return response.untyped(reply)
      const user = /^\d+$/.test(String(params.id)) ? engine.world.users.get(Number(params.id)) : undefined
      if (!user) return response(404).json({ message: `No user ${params.id}.` }, serverTime(engine.now()))
      return response(200).json(toUserWire(engine.world, user), serverTime(engine.now()))
    }),
  ]
}
