import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { createTermsClient } from '../src/terms/createTermsClient.js'
import { clientRequestHeaders, jsonResponseHeaders, PROVIDERS, pactWith, sdkOptions } from './pactSetup'

const { integer, regex, string } = MatchersV3
const pact = pactWith(PROVIDERS.terms)

const signedIn = { email: 'buyer@gavel.test', accessToken: 'pact-terms-token' }
const signedInState = 'user {email} is signed in'
const pendingState = 'user {email} has not accepted the current terms'
const bearer = { Authorization: `Bearer ${signedIn.accessToken}` }
const options = (url: string) => ({ ...sdkOptions(url), getAccessToken: async () => signedIn.accessToken })
const eulaId = 7
const acceptedDate = '2026-11-21T15:00:00.000Z'

describe('gavel-web → gavel-terms', () => {
  it('says acceptance is required and where the terms are', async () => {
    await pact
      .addInteraction()
      .given(signedInState, signedIn)
      .given(pendingState, { email: signedIn.email })
      .uponReceiving('a terms acceptance check for a user who has not accepted')
      .withRequest('GET', '/api/eulaacceptance/acceptancerequired', (request) => {
        request.headers({ ...clientRequestHeaders, ...bearer })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          eulaAcceptanceRequired: true,
          eula: {
            id: integer(eulaId),
            url: regex('^https?://.+/eula/[0-9]+/content$', 'http://127.0.0.1/gw/terms/eula/7/content'),
          },
        })
      })
      .executeTest(async (mockServer) => {
        const terms = createTermsClient(options(mockServer.url))

        const { data } = await terms.GET('/api/eulaacceptance/acceptancerequired')

        expect(data?.eulaAcceptanceRequired).toBe(true)
        expect(data?.eula.id).toBe(eulaId)
      })
  })

  it('reads the terms content', async () => {
    await pact
      .addInteraction()
      .given('the sandbox is fresh')
      .uponReceiving('a request for the content of the current terms')
      .withRequest('GET', `/eula/${eulaId}/content`, (request) => {
        request.headers(clientRequestHeaders)
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({ content: string('<h1>Gavel Terms of Service</h1>') })
      })
      .executeTest(async (mockServer) => {
        const terms = createTermsClient(options(mockServer.url))

        const { data } = await terms.GET('/eula/{id}/content', { params: { path: { id: eulaId } } })

        expect(data?.content).toContain('Terms of Service')
      })
  })

  it('accepts the terms for all users and organizations', async () => {
    await pact
      .addInteraction()
      .given(signedInState, signedIn)
      .given(pendingState, { email: signedIn.email })
      .uponReceiving('an acceptance of the current terms')
      .withRequest('POST', '/api/eulaacceptance/allusersorganizations', (request) => {
        request.headers({ ...clientRequestHeaders, ...bearer, 'Content-Type': 'application/json' })
        request.jsonBody({ eulaId, acceptedDate })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          eulaAcceptances: MatchersV3.eachLike({ eulaId: integer(eulaId), organizationId: integer(101) }),
        })
      })
      .executeTest(async (mockServer) => {
        const terms = createTermsClient(options(mockServer.url))

        const { data } = await terms.POST('/api/eulaacceptance/allusersorganizations', {
          body: { eulaId, acceptedDate },
        })

        expect(data?.eulaAcceptances[0]?.eulaId).toBe(eulaId)
      })
  })

  it('no longer requires acceptance once accepted', async () => {
    await pact
      .addInteraction()
      .given(signedInState, signedIn)
      .given('user {email} has accepted the current terms', { email: signedIn.email })
      .uponReceiving('a terms acceptance check for a user who accepted')
      .withRequest('GET', '/api/eulaacceptance/acceptancerequired', (request) => {
        request.headers({ ...clientRequestHeaders, ...bearer })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({ eulaAcceptanceRequired: false, eula: { id: integer(eulaId) } })
      })
      .executeTest(async (mockServer) => {
        const terms = createTermsClient(options(mockServer.url))

        const { data } = await terms.GET('/api/eulaacceptance/acceptancerequired')

        expect(data?.eulaAcceptanceRequired).toBe(false)
      })
  })
})
