import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { createIdentityClient } from '../src/identity/createIdentityClient.js'
import { clientRequestHeaders, jsonResponseHeaders, PROVIDERS, pactWith, sdkOptions } from './pactSetup'

const { eachLike, integer, like, string, regex } = MatchersV3
const pact = pactWith(PROVIDERS.identity)

const credentials = { email: 'buyer@gavel.test', password: 'gavel-demo-1' }
const refreshTokenId = '3f2b8c1e-7a4d-4e2f-9b6a-0c1d2e3f4a5b'
const guid = (example: string) => regex('^[0-9a-fA-F-]{36}$', example)

/** The fields of a user the web app reads at sign-in (session, permissions, dealership switcher). */
const userRead = {
  user_id: integer(42),
  first_name: string('Dana'),
  last_name: string('Buyer'),
  email: string(credentials.email),
  role: string('user'),
  app_roles: MatchersV3.eachLike(string('marketplace'), 0),
  active: MatchersV3.boolean(true),
  is_vci: MatchersV3.boolean(false),
  dealerships: eachLike({
    id: integer(7),
    name: string('Lakeside Motors'),
    dealership_type: integer(1),
    active: MatchersV3.boolean(true),
    member_type: string('admin'),
  }),
}

describe('gavel-web → gavel-identity', () => {
  it('signs in with legacy login v2', async () => {
    await pact
      .addInteraction()
      .given('user {email} exists with password {password}', credentials)
      .uponReceiving('a legacy login v2 with valid credentials')
      .withRequest('POST', '/api/legacylogin/v2', (request) => {
        request.headers({ ...clientRequestHeaders, 'Content-Type': 'application/json' })
        request.jsonBody({ ...credentials, reCaptchaResponse: like('recaptcha-token'), web: true })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          access_token: string('eyJhbGciOiJIUzI1NiJ9.sandbox'),
          refreshTokenId: guid(refreshTokenId),
          expires_in: integer(900),
          user: userRead,
        })
      })
      .executeTest(async (mockServer) => {
        const identity = createIdentityClient(sdkOptions(mockServer.url))

        const { data } = await identity.POST('/api/legacylogin/v2', {
          body: { ...credentials, reCaptchaResponse: 'recaptcha-token', web: true },
        })

        expect(data?.access_token).toEqual(expect.any(String))
        expect(data?.expires_in).toBe(900)
        expect(data?.user.dealerships[0]?.member_type).toBe('admin')
      })
  })

  it('refreshes tokens', async () => {
    await pact
      .addInteraction()
      .given('a refresh token {refreshTokenId} is valid', { refreshTokenId })
      .uponReceiving('a token refresh with a valid refresh token')
      .withRequest('POST', '/api/v2/tokenrefresh', (request) => {
        request.headers({ ...clientRequestHeaders, 'Content-Type': 'application/json' })
        request.jsonBody({ refreshTokenId })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          access_token: string('eyJhbGciOiJIUzI1NiJ9.refreshed'),
          refreshTokenId: guid('9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d'),
          expires_in: integer(900),
        })
      })
      .executeTest(async (mockServer) => {
        const serverTimes: number[] = []
        const identity = createIdentityClient({
          ...sdkOptions(mockServer.url),
          onServerTime: (ms) => serverTimes.push(ms),
        })

        const { data } = await identity.POST('/api/v2/tokenrefresh', { body: { refreshTokenId } })

        expect(data?.refreshTokenId).toMatch(/^[0-9a-f-]{36}$/)
        expect(serverTimes).toEqual([1_790_000_000_000])
      })
  })
})
