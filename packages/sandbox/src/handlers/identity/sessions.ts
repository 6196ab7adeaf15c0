import type { IdentityPaths } from '@gavel/sdk'
import { createOpenApiHttp } from 'openapi-msw'
import { toUserWire } from '../../wire/userWire'
import type { HandlerContext } from '../kit/context'
import { serverTime, signedIn } from '../kit/replies'
import { bearerToken, invalidFields, readJson } from '../kit/request'

/** The spec's text for a logout without user or refresh token (shell §4.2). */
export const LOGOUT_MISSING_PARAMETERS = 'missing required parameters for logout'
const BAD_CREDENTIALS = 'The email or password is incorrect.'

/** Sign-in, token refresh and sign-out of the identity gateway (shell §7 Identity, ADR 0001). */
export const authHandlers = ({ engine, baseUrls }: HandlerContext) => {
  const http = createOpenApiHttp<IdentityPaths>({ baseUrl: baseUrls.identity })
  const { world, sessions } = engine
  const loginResult = (login: NonNullable<ReturnType<typeof sessions.login>>) => ({
    access_token: login.accessToken,
    refreshTokenId: login.refreshTokenId,
    expires_in: login.expiresIn,
    user: toUserWire(world, login.user),
  })
  const missing = (fields: string[]) => ({ message: `Missing or invalid field(s): ${fields.join(', ')}.` })

  return [
    http.post('/api/legacylogin/v2', async ({ request, response }) => {
      const body = await readJson(request)
      const bad = invalidFields(body, {
        email: 'string',
        password: 'string',
        reCaptchaResponse: 'string',
        web: 'boolean',
      })
      if (bad.length > 0) return response(400).json(missing(bad), serverTime(engine.now()))
      const { email, password } = body as { email: string; password: string }
      const login = sessions.login(email, password)
      if (!login) return response(401).json({ message: BAD_CREDENTIALS }, serverTime(engine.now()))
      return response(200).json(loginResult(login), serverTime(engine.now()))
    }),
    http.post('/api/login', async ({ request, response }) => {
      const body = await readJson(request)
      const bad = invalidFields(body, { userName: 'string', password: 'string' })
      if (bad.length > 0) return response(400).json(missing(bad), serverTime(engine.now()))
      const { userName, password } = body as { userName: string; password: string }
      const login = sessions.login(userName, password)
      if (!login) return response(401).json({ message: BAD_CREDENTIALS }, serverTime(engine.now()))
      return response(200).json(loginResult(login), serverTime(engine.now()))
    }),
    http.post('/api/v2/tokenrefresh', async ({ request, response }) => {
      const body = await readJson(request)
      const bad = invalidFields(body, { refreshTokenId: 'string' })
      if (bad.length > 0) return response(400).json(missing(bad), serverTime(engine.now()))
      const pair = sessions.refresh((body as { refreshTokenId: string }).refreshTokenId)
      if (!pair) {
        return response(400).json({ message: 'The refresh token is unknown or revoked.' }, serverTime(engine.now()))
      }
      const wire = { access_token: pair.accessToken, refreshTokenId: pair.refreshTokenId, expires_in: pair.expiresIn }
      return response(200).json(wire, serverTime(engine.now()))
    }),
    http.post('/bff/identity/user/logout', async ({ request, response }) => {
      const { reply } = signedIn(engine, 'identity', request)
      if (reply) return response.untyped(reply)
      const body = await readJson(request)
      if (invalidFields(body, { user_id: 'integer', refreshTokenId: 'string' }).length > 0) {
        return response(400).json({ message: LOGOUT_MISSING_PARAMETERS }, serverTime(engine.now()))
      }
      const { user_id, refreshTokenId } = body as { user_id: number; refreshTokenId: string }
      sessions.logout(user_id, refreshTokenId, bearerToken(request))
      return response(204).empty(serverTime(engine.now()))
    }),
  ]
}
