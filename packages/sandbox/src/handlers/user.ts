import type { IdentityPaths } from '@gavel/sdk'
import { createOpenApiHttp } from 'openapi-msw'
import { toSettingsWire, toUserWire } from '../wire/userWire'
import { bearerUser, type HandlerContext, serverTime } from './http'

const NOT_SIGNED_IN = { message: 'Not signed in.' }

/** The signed-in user, any user by id, and login data with settings (shell §7 Identity, ADR 0001). */
export const userHandlers = ({ engine, baseUrls }: HandlerContext) => {
  const http = createOpenApiHttp<IdentityPaths>({ baseUrl: baseUrls.identity })
  return [
    http.get('/user/login_data', ({ request, response }) => {
      const user = bearerUser(engine, request)
      if (!user) return response(401).json(NOT_SIGNED_IN, serverTime(engine.now()))
      const body = { user: toUserWire(engine.world, user), settings: toSettingsWire(user) }
      return response(200).json(body, serverTime(engine.now()))
    }),
    http.get('/user/{id}', ({ request, params, response }) => {
      if (!bearerUser(engine, request)) return response(401).json(NOT_SIGNED_IN, serverTime(engine.now()))
      const user = /^\d+$/.test(String(params.id)) ? engine.world.users.get(Number(params.id)) : undefined
      if (!user) return response(404).json({ message: `No user ${params.id}.` }, serverTime(engine.now()))
      return response(200).json(toUserWire(engine.world, user), serverTime(engine.now()))
    }),
  ]
}
