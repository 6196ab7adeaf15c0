import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { UnauthorizedInfo } from '../client/options.js'
import { SdkError } from '../errors/SdkError.js'
import { fastRetry, IDENTITY_URL, loginResult } from '../test-support/wire.js'
import { createIdentityClient } from './createIdentityClient.js'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const unauthorized: UnauthorizedInfo[] = []
const client = () =>
  createIdentityClient({
    baseUrl: IDENTITY_URL,
    clientVersion: '1.0.0',
    getAccessToken: async () => 'token-1',
    onUnauthorized: (info) => unauthorized.push(info),
    retry: fastRetry,
  })

describe('createIdentityClient: account calls (shell.md 7 Identity)', () => {
  it('signs in with an SSO token without a bearer, and a 401 is a login failure', async () => {
    const auth: Array<string | null> = []
    server.use(
      http.post(`${IDENTITY_URL}/api/sso`, async ({ request }) => {
        auth.push(request.headers.get('Authorization'))
        const { token } = (await request.json()) as { token: string }
        return token === 'good'
          ? HttpResponse.json(loginResult())
          : HttpResponse.json({ message: 'Could not authenticate' }, { status: 401 })
      }),
    )

    const { data } = await client().POST('/api/sso', { body: { token: 'good' } })
    expect(data?.refreshTokenId).toBe(loginResult().refreshTokenId)
    const error = await client()
      .POST('/api/sso', { body: { token: 'used' } })
      .catch((e: unknown) => e)

    expect(error).toBeInstanceOf(SdkError)
    expect(error).toMatchObject({ status: 401, message: 'Could not authenticate', operation: 'signInWithSso' })
    expect(auth).toEqual([null, null])
    expect(unauthorized.at(-1)).toMatchObject({ operation: 'signInWithSso', isLoginCall: true })
  })

  it('reads the credit balance with the bearer, retrying 3 times', async () => {
    let attempts = 0
    server.use(
      http.get(`${IDENTITY_URL}/credits/balance`, ({ request }) => {
        attempts += 1
        if (attempts < 4) return HttpResponse.json({ message: 'busy' }, { status: 503 })
        return HttpResponse.json({ balance: 250, message: request.headers.get('Authorization') })
      }),
    )

    const { data } = await client().GET('/credits/balance')

    expect(data).toEqual({ balance: 250, message: 'Bearer token-1' })
    expect(attempts).toBe(4)
  })

  it('never retries adding a user', async () => {
    let attempts = 0
    server.use(
      http.post(`${IDENTITY_URL}/api/user`, () => {
        attempts += 1
        return HttpResponse.json({ message: 'down' }, { status: 502 })
      }),
    )

    await expect(
      client().POST('/api/user', {
        body: { first_name: 'Jo', last_name: 'Ng', email: 'jo@example.com', organizationExternalId: '101' },
      }),
    ).rejects.toMatchObject({ status: 502, operation: 'createUser' })
    expect(attempts).toBe(1)
  })
})
