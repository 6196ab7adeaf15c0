import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { createIdentityClient } from '../src/identity/createIdentityClient.js'
import { clientRequestHeaders, jsonResponseHeaders, PROVIDERS, pactWith, sdkOptions } from './pactSetup'

const { eachLike, integer, regex, string } = MatchersV3
const pact = pactWith(PROVIDERS.identity)

const signedIn = { email: 'buyer@gavel.test', accessToken: 'pact-identity-account-token' }
const signedInState = 'user {email} is signed in'
const bearer = { Authorization: `Bearer ${signedIn.accessToken}` }
const options = (url: string) => ({ ...sdkOptions(url), getAccessToken: async () => signedIn.accessToken })
const resetToken = '5d1c7a2e-8b3f-4c6d-9e0a-1b2c3d4e5f60'
/** The 204 answers carry only the server clock. */
const serverTimeHeader = { 'X-Server-Time': jsonResponseHeaders['X-Server-Time'] }

describe('gavel-web → gavel-identity: account calls', () => {
  it('signs in with an SSO token', async () => {
    await pact
      .addInteraction()
      .given('an SSO token {token} belongs to user {email}', { token: 'pact-sso-token', email: signedIn.email })
      .uponReceiving('an SSO sign-in with a valid token')
      .withRequest('POST', '/api/sso', (request) => {
        request.headers({ ...clientRequestHeaders, 'Content-Type': 'application/json' })
        request.jsonBody({ token: 'pact-sso-token' })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          access_token: string('eyJhbGciOiJIUzI1NiJ9.sso'),
          refreshTokenId: regex('^[0-9a-fA-F-]{36}$', '3f2b8c1e-7a4d-4e2f-9b6a-0c1d2e3f4a5b'),
          expires_in: integer(900),
          user: { user_id: integer(1), email: signedIn.email, dealerships: eachLike({ id: integer(101) }) },
        })
      })
      .executeTest(async (mockServer) => {
        const identity = createIdentityClient(sdkOptions(mockServer.url))

        const { data } = await identity.POST('/api/sso', { body: { token: 'pact-sso-token' } })

        expect(data?.user.email).toBe(signedIn.email)
      })
  })

  it('requests a password reset e-mail', async () => {
    await pact
      .addInteraction()
      .given('user {email} exists', { email: signedIn.email })
      .uponReceiving('a password reset request')
      .withRequest('POST', '/api/passwordreset/request', (request) => {
        request.headers({ ...clientRequestHeaders, 'Content-Type': 'application/json' })
        request.jsonBody({ userName: signedIn.email })
      })
      .willRespondWith(204, (response) => {
        response.headers(serverTimeHeader)
      })
      .executeTest(async (mockServer) => {
        const identity = createIdentityClient(sdkOptions(mockServer.url))

        const { response } = await identity.POST('/api/passwordreset/request', { body: { userName: signedIn.email } })

        expect(response.status).toBe(204)
      })
  })

  it('sets a new password with a reset token', async () => {
    const body = { userName: signedIn.email, passwordResetToken: resetToken, newPassword: 'a-new-password-1' }
    await pact
      .addInteraction()
      .given('a password reset token {passwordResetToken} is valid for user {email}', {
        passwordResetToken: resetToken,
        email: signedIn.email,
      })
      .uponReceiving('a password reset with a valid token')
      .withRequest('POST', '/api/passwordreset', (request) => {
        request.headers({ ...clientRequestHeaders, 'Content-Type': 'application/json' })
        request.jsonBody(body)
      })
      .willRespondWith(204, (response) => {
        response.headers(serverTimeHeader)
      })
      .executeTest(async (mockServer) => {
        const identity = createIdentityClient(sdkOptions(mockServer.url))

        const { response } = await identity.POST('/api/passwordreset', { body })

        expect(response.status).toBe(204)
      })
  })

  it('checks whether a user exists', async () => {
    await pact
      .addInteraction()
      .given(signedInState, signedIn)
      .uponReceiving('a user-exists check for a known e-mail')
      .withRequest('POST', '/api/user/exists', (request) => {
        request.headers({ ...clientRequestHeaders, ...bearer, 'Content-Type': 'application/json' })
        request.jsonBody({ email: 'seller@gavel.test' })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({ exists: true })
      })
      .executeTest(async (mockServer) => {
        const identity = createIdentityClient(options(mockServer.url))

        const { data } = await identity.POST('/api/user/exists', { body: { email: 'seller@gavel.test' } })

        expect(data?.exists).toBe(true)
      })
  })

  it('reads the credit balance', async () => {
    await pact
      .addInteraction()
      .given(signedInState, signedIn)
      .given('user {email} has {balance} dollars of buyer credit', { email: signedIn.email, balance: 250 })
      .uponReceiving('a credit balance request')
      .withRequest('GET', '/credits/balance', (request) => {
        request.headers({ ...clientRequestHeaders, ...bearer })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({ balance: integer(250), message: string('You have $250 in buyer credit.') })
      })
      .executeTest(async (mockServer) => {
        const identity = createIdentityClient(options(mockServer.url))

        const { data } = await identity.GET('/credits/balance')

        expect(data?.balance).toBe(250)
      })
  })

  it('fetches a buying matrix token', async () => {
    await pact
      .addInteraction()
      .given(signedInState, signedIn)
      .uponReceiving('a buying matrix token request')
      .withRequest('GET', '/api/buyingmatrix/token', (request) => {
        request.headers({ ...clientRequestHeaders, ...bearer })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({ token: string('bm.token'), expires_in: integer(300) })
      })
      .executeTest(async (mockServer) => {
        const identity = createIdentityClient(options(mockServer.url))

        const { data } = await identity.GET('/api/buyingmatrix/token')

        expect(data?.token).toEqual(expect.any(String))
      })
  })
})
