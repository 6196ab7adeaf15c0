import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createBuyingClient } from '../buying/createBuyingClient.js'
import type { SdkClientOptions, UnauthorizedInfo } from '../client/options.js'
import { IDLE_OR_OFFLINE_MESSAGE } from '../errors/messages.js'
import { createIdentityClient } from '../identity/createIdentityClient.js'
import { BUYING_URL, IDENTITY_URL, listingQuery, loginResult, userWire } from '../test-support/wire.js'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const options = (more: Partial<SdkClientOptions> = {}) => ({ baseUrl: IDENTITY_URL, clientVersion: '1.0.0', ...more })

describe('401 hook (shell.md 8)', () => {
  it('reports a 401 on a data call and still rejects', async () => {
    server.use(
      http.get(`${IDENTITY_URL}/user/login_data`, () => HttpResponse.json({ message: 'expired' }, { status: 401 })),
    )
    const seen: UnauthorizedInfo[] = []
    const identity = createIdentityClient(options({ onUnauthorized: (info) => seen.push(info) }))

    await expect(identity.GET('/user/login_data')).rejects.toMatchObject({ kind: 'http', status: 401 })
    expect(seen).toEqual([{ status: 401, operation: 'getLoginData', isLoginCall: false }])
  })

  it('marks a 401 from sign-in as a login call', async () => {
    server.use(
      http.post(`${IDENTITY_URL}/api/legacylogin/v2`, () => HttpResponse.json({ message: 'no' }, { status: 401 })),
    )
    const onUnauthorized = vi.fn()
    const identity = createIdentityClient(options({ onUnauthorized }))
    const body = { email: 'a@b.c', password: 'x', reCaptchaResponse: 'token', web: true } as const

    await expect(identity.POST('/api/legacylogin/v2', { body })).rejects.toMatchObject({ status: 401, message: 'no' })
    expect(onUnauthorized).toHaveBeenCalledWith({ status: 401, operation: 'signInLegacy', isLoginCall: true })
  })

  it('reports a 400 from the token refresh', async () => {
    server.use(
      http.post(`${IDENTITY_URL}/api/v2/tokenrefresh`, () =>
        HttpResponse.json({ message: 'revoked' }, { status: 400 }),
      ),
    )
    const onUnauthorized = vi.fn()
    const identity = createIdentityClient(options({ onUnauthorized }))

    await expect(identity.POST('/api/v2/tokenrefresh', { body: { refreshTokenId: 'r' } })).rejects.toMatchObject({
      status: 400,
      message: 'revoked',
    })
    expect(onUnauthorized).toHaveBeenCalledWith({ status: 400, operation: 'refreshTokens', isLoginCall: false })
  })

  it('does not report a 400 from any other call', async () => {
    server.use(
      http.post(`${BUYING_URL}/bff/filters/auctions/buying/active`, () =>
        HttpResponse.json([{ detail: 'bad', code: 'bad' }], { status: 400 }),
      ),
    )
    const onUnauthorized = vi.fn()
    const buying = createBuyingClient({ ...options({ onUnauthorized }), baseUrl: BUYING_URL })

    await expect(buying.POST('/bff/filters/auctions/buying/active', { body: listingQuery() })).rejects.toMatchObject({
      status: 400,
    })
    expect(onUnauthorized).not.toHaveBeenCalled()
  })
})

describe('idle and offline cancellation (shell.md 4.2, 8)', () => {
  it('does not send a data request while idle', async () => {
    let sent = 0
    server.use(
      http.get(`${IDENTITY_URL}/user/:id`, () => {
        sent += 1
        return HttpResponse.json(userWire())
      }),
    )
    const identity = createIdentityClient(options({ isIdle: () => true }))

    await expect(identity.GET('/user/{id}', { params: { path: { id: 42 } } })).rejects.toMatchObject({
      name: 'SdkError',
      kind: 'canceled',
      message: IDLE_OR_OFFLINE_MESSAGE,
      operation: 'getUser',
    })
    expect(sent).toBe(0)
  })

  it('still signs in while idle', async () => {
    server.use(http.post(`${IDENTITY_URL}/api/login`, () => HttpResponse.json(loginResult())))
    const identity = createIdentityClient(options({ isIdle: () => true }))

    await expect(identity.POST('/api/login', { body: { userName: 'dana', password: 'pw' } })).resolves.toMatchObject({
      data: { access_token: 'access-1' },
    })
  })

  it('sends nothing while offline', async () => {
    const identity = createIdentityClient(options({ isOnline: () => false }))

    await expect(identity.POST('/api/login', { body: { userName: 'dana', password: 'pw' } })).rejects.toMatchObject({
      kind: 'canceled',
      message: IDLE_OR_OFFLINE_MESSAGE,
    })
  })
})
