import type { IdentityPaths } from '@gavel/sdk'
import { createOpenApiHttp } from 'openapi-msw'
import { toUserWire } from '../../wire/userWire'
import { accountOf, mailResetLink, opaqueToken } from '../../world/account'
import { auctionAccessOfUser, findAuctionAccess, toAuctionAccessWire } from '../../world/auctionAccess'
import { findUserByEmail } from '../../world/createWorld'
import type { HandlerContext } from '../kit/context'
import { serverTime, signedIn, UNAUTHORIZED } from '../kit/replies'
import { invalidFields, readJson, unknownFields } from '../kit/request'
import { createUserFrom, type NewUserBody, newUserProblem } from './newUser'
import { selfRegistrationProblem } from './selfRegistration'

const SHORT_TOKEN_SECONDS = 300
const MIN_PASSWORD = 12

/**
 * The rest of the identity gateway (shell §7 Identity, contracts/openapi/identity.yaml): SSO sign-in, password
 * reset, user exists, adding users, extended-info and buying-matrix tokens, and the credit balance.
 */
export const accountHandlers = ({ engine, baseUrls }: HandlerContext) => {
  const http = createOpenApiHttp<IdentityPaths>({ baseUrl: baseUrls.identity })
  const { world, sessions } = engine
  const time = () => serverTime(engine.now())
  const state = () => accountOf(engine)
  const missing = (fields: string[]) => ({ message: `Missing or invalid field(s): ${fields.join(', ')}.` })
  const checked = async (request: Request, fields: Parameters<typeof invalidFields>[1]) => {
    const body = await readJson(request)
    const bad = [...invalidFields(body, fields), ...unknownFields(body, Object.keys(fields))]
    return { body: body as Record<string, string>, bad }
  }

  /**
   * Self-registration (api/user/saga without a bearer, docs/adr/0026): the registrant joins the dealership as an
   * inactive rep and is e-mailed a link to set a password.
   */
  const register = async (request: Request) => {
    const body = await readJson(request)
    const problem = selfRegistrationProblem(engine, body)
    if (problem) return problem
    const user = createUserFrom(world, body as NewUserBody, false)
    mailResetLink(state(), user, engine.now())
    return { status: 201 as const, user: toUserWire(world, user) }
  }

  /** Adds a user (POST api/user and api/user/saga share the payload and the rules). */
  const addUser = async (request: Request) => {
    const { user: admin } = signedIn(engine, 'identity', request)
    if (!admin) return { status: 401 as const, message: UNAUTHORIZED.detail }
    const body = await readJson(request)
    const problem = newUserProblem(world, admin, body)
    if (problem) return problem
    return { status: 201 as const, user: toUserWire(world, createUserFrom(world, body as NewUserBody)) }
  }

  return [
    http.post('/api/sso', async ({ request, response }) => {
      const { body, bad } = await checked(request, { token: 'string' })
      if (bad.length > 0) return response(400).json(missing(bad), time())
      const userId = state().sso.get(body.token as string)
      if (userId === undefined) return response(401).json({ message: 'Could not authenticate' }, time())
      state().sso.delete(body.token as string)
      const login = sessions.issueFor(userId)
      const user = world.users.get(userId)
      if (!user) return response(401).json({ message: 'Could not authenticate' }, time())
      const result = {
        access_token: login.accessToken,
        refreshTokenId: login.refreshTokenId,
        expires_in: login.expiresIn,
        user: toUserWire(world, user),
      }
      return response(200).json(result, time())
    }),
    http.post('/api/passwordreset/request', async ({ request, response }) => {
      const { body, bad } = await checked(request, { userName: 'string' })
      if (bad.length > 0) return response(400).json(missing(bad), time())
      const user = findUserByEmail(world, body.userName as string)
      if (user) mailResetLink(state(), user, engine.now())
      return response(204).empty(time())
    }),
    http.post('/api/passwordreset', async ({ request, response }) => {
      const { body, bad } = await checked(request, {
        userName: 'string',
        passwordResetToken: 'string',
        newPassword: 'string',
      })
      if (bad.length > 0) return response(400).json(missing(bad), time())
      const { userName, passwordResetToken, newPassword } = body as Record<string, string>
      const grant = state().resets.get(passwordResetToken as string)
      const user = findUserByEmail(world, userName as string)
      if (!grant || !user || grant.userId !== user.id || grant.expiresAt <= engine.now()) {
        return response(400).json({ message: 'The password reset link is invalid or has expired.' }, time())
      }
      if ((newPassword as string).length < MIN_PASSWORD) {
        return response(400).json({ message: `The new password needs at least ${MIN_PASSWORD} characters.` }, time())
      }
      const namePart = user.email.slice(0, user.email.indexOf('@')).toLowerCase()
      if (namePart !== '' && (newPassword as string).toLowerCase().includes(namePart)) {
        return response(400).json({ message: 'The new password must not contain the name part of the e-mail.' }, time())
      }
      state().resets.delete(passwordResetToken as string)
      world.users.set(user.id, { ...user, password: newPassword as string })
      return response(204).empty(time())
    }),
    http.post('/api/user/exists', async ({ request, response }) => {
      if (request.headers.has('authorization')) {
        const { reply } = signedIn(engine, 'identity', request)
        if (reply) return response.untyped(reply)
      }
      const { body, bad } = await checked(request, { email: 'string' })
      if (bad.length > 0) return response(400).json(missing(bad), time())
      return response(200).json({ exists: findUserByEmail(world, body.email as string) !== undefined }, time())
    }),
    http.post('/api/user', async ({ request, response }) => {
      const added = await addUser(request)
      if (added.status === 201) return response(201).json(added.user, time())
      return response(added.status).json({ message: added.message }, time())
    }),
    http.post('/api/user/saga', async ({ request, response }) => {
      const added = request.headers.has('authorization') ? await addUser(request) : await register(request)
      if (added.status === 201) return response(201).json(added.user, time())
      return response(added.status).json({ message: added.message }, time())
    }),
    http.get('/api/extendedinfotoken', ({ request, response }) => {
      const { reply } = signedIn(engine, 'identity', request)
      if (reply) return response.untyped(reply)
      return response(200).json({ token: opaqueToken(state(), 'ext'), expires_in: SHORT_TOKEN_SECONDS }, time())
    }),
    http.get('/api/buyingmatrix/token', ({ request, response }) => {
      const { reply } = signedIn(engine, 'identity', request)
      if (reply) return response.untyped(reply)
      return response(200).json({ token: opaqueToken(state(), 'bm'), expires_in: SHORT_TOKEN_SECONDS }, time())
    }),
    http.get('/api/auctionaccess/account', ({ request, response }) => {
      const { user, reply } = signedIn(engine, 'identity', request)
      if (reply) return response.untyped(reply)
      const account = auctionAccessOfUser(engine, user.id)
      if (!account) return response(404).json({ message: 'No auction-access account.' }, time())
      return response(200).json(toAuctionAccessWire(world, account), time())
    }),
    http.post('/api/auctionaccess/lookup', async ({ request, response }) => {
      const { body, bad } = await checked(request, { auctionAccessId: 'string', lastName: 'string' })
      if (bad.length > 0) return response(400).json(missing(bad), time())
      const account = findAuctionAccess(engine, body.auctionAccessId as string, body.lastName as string)
      if (!account) {
        const message = "We couldn't find an AuctionACCESS account with that number and last name."
        return response(404).json({ message }, time())
      }
      return response(200).json(toAuctionAccessWire(world, account), time())
    }),
    http.get('/credits/balance', ({ request, response }) => {
      const { user, reply } = signedIn(engine, 'identity', request)
      if (reply) return response.untyped(reply)
      return response(200).json(state().credits.get(user.id) ?? { balance: 0, message: null }, time())
    }),
  ]
}
