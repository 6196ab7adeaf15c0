import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { createSettingsClient } from '../src/settings/createSettingsClient.js'
import { clientRequestHeaders, jsonResponseHeaders, PROVIDERS, pactWith, sdkOptions } from './pactSetup'

const { eachLike, integer, string } = MatchersV3
const pact = pactWith(PROVIDERS.settings)

/** The offboarding questionnaire (ADR 0036): buyer@ is active and has sent none in a fresh sandbox. */
const signedIn = { email: 'buyer@gavel.test', accessToken: 'pact-offboarding-token' }
const signedInState = 'user {email} is signed in'
const bearer = { Authorization: `Bearer ${signedIn.accessToken}` }
const options = (url: string) => ({ ...sdkOptions(url), getAccessToken: async () => signedIn.accessToken })

describe('gavel-web → gavel-settings (offboarding questionnaire, ADR 0036)', () => {
  it('reads that no questionnaire was sent yet', async () => {
    await pact
      .addInteraction()
      .given(signedInState, signedIn)
      .uponReceiving('a request for the user’s offboarding questionnaire before sending one')
      .withRequest('GET', '/bff/offboarding', (request) => {
        request.headers({ ...clientRequestHeaders, ...bearer })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({ questionnaire: null })
      })
      .executeTest(async (mockServer) => {
        const { data } = await createSettingsClient(options(mockServer.url)).GET('/bff/offboarding')

        expect(data?.questionnaire).toBeNull()
      })
  })

  it('sends the questionnaire and gets it back as recorded', async () => {
    const body = {
      reasons: ['fees', 'other'] as ('fees' | 'other')[],
      other_reason: 'Our group buys through the parent company now',
      would_return: 'maybe' as const,
      may_contact: true,
    }
    await pact
      .addInteraction()
      .given(signedInState, signedIn)
      .uponReceiving('an offboarding questionnaire with an other reason')
      .withRequest('POST', '/bff/offboarding', (request) => {
        request.headers({ ...clientRequestHeaders, ...bearer, 'Content-Type': 'application/json' })
        request.jsonBody(body)
      })
      .willRespondWith(201, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({ ...body, id: integer(1), submitted_at: integer(1790000000000) })
      })
      .executeTest(async (mockServer) => {
        const { data, response } = await createSettingsClient(options(mockServer.url)).POST('/bff/offboarding', {
          body,
        })

        expect(response.status).toBe(201)
        expect(data?.reasons).toEqual(['fees', 'other'])
        expect(data?.other_reason).toBe(body.other_reason)
      })
  })

  it('refuses the reason other without its words', async () => {
    const body = {
      reasons: ['other'] as 'other'[],
      other_reason: '  ',
      would_return: 'no' as const,
      may_contact: false,
    }
    await pact
      .addInteraction()
      .given(signedInState, signedIn)
      .uponReceiving('an offboarding questionnaire whose other reason is blank')
      .withRequest('POST', '/bff/offboarding', (request) => {
        request.headers({ ...clientRequestHeaders, ...bearer, 'Content-Type': 'application/json' })
        request.jsonBody(body)
      })
      .willRespondWith(400, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody(eachLike({ detail: string('Tell us the other reason.'), code: string('invalid_request') }))
      })
      .executeTest(async (mockServer) => {
        const send = createSettingsClient(options(mockServer.url)).POST('/bff/offboarding', { body })

        await expect(send).rejects.toThrow('Tell us the other reason.')
      })
  })
})
