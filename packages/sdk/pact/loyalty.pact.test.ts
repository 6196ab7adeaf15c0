import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { createLoyaltyClient } from '../src/loyalty/createLoyaltyClient.js'
import { clientRequestHeaders, jsonResponseHeaders, PROVIDERS, pactWith, sdkOptions } from './pactSetup'

const { boolean, eachLike, integer, string } = MatchersV3
const pact = pactWith(PROVIDERS.loyalty)

const signedIn = { email: 'rewards@gavel.test', accessToken: 'pact-loyalty-token' }
const signedInState = 'user {email} is signed in'
const bearer = { Authorization: `Bearer ${signedIn.accessToken}` }
const options = (url: string) => ({ ...sdkOptions(url), getAccessToken: async () => signedIn.accessToken })
const dealerId = 111

describe('gavel-web → gavel-loyalty', () => {
  it('checks one dealer’s eligibility', async () => {
    await pact
      .addInteraction()
      .given(signedInState, signedIn)
      .given('dealership {dealerId} is eligible and not enrolled', { dealerId })
      .uponReceiving('an eligibility check of an eligible dealership')
      .withRequest('GET', `/api/loyalty/eligibility/${dealerId}`, (request) => {
        request.headers({ ...clientRequestHeaders, ...bearer })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({ eligible: true })
      })
      .executeTest(async (mockServer) => {
        const loyalty = createLoyaltyClient(options(mockServer.url))

        const { data } = await loyalty.GET('/api/loyalty/eligibility/{dealerId}', { params: { path: { dealerId } } })

        expect(data?.eligible).toBe(true)
      })
  })

  it('lists every dealer’s eligibility', async () => {
    await pact
      .addInteraction()
      .given(signedInState, signedIn)
      .given('dealership {dealerId} is eligible and not enrolled', { dealerId })
      .uponReceiving('a multi-dealer eligibility check')
      .withRequest('GET', '/api/loyalty/v2/eligibility', (request) => {
        request.headers({ ...clientRequestHeaders, ...bearer })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody(eachLike({ dealerId: integer(dealerId), eligible: boolean(true) }))
      })
      .executeTest(async (mockServer) => {
        const loyalty = createLoyaltyClient(options(mockServer.url))

        const { data } = await loyalty.GET('/api/loyalty/v2/eligibility')

        expect(data?.[0]?.dealerId).toBe(dealerId)
      })
  })

  it('reads the enrolment status with points and tier', async () => {
    await pact
      .addInteraction()
      .given(signedInState, signedIn)
      .given('dealership {dealerId} is enrolled with {rewardPoints} points', { dealerId, rewardPoints: 1250 })
      .uponReceiving('an opt-in status request for an enrolled dealership')
      .withRequest('GET', '/api/loyalty/v2/opt-in/status', (request) => {
        request.headers({ ...clientRequestHeaders, ...bearer })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody(
          eachLike({ dealerId: integer(dealerId), enroll: true, rewardPoints: integer(1250), tier: string('silver') }),
        )
      })
      .executeTest(async (mockServer) => {
        const loyalty = createLoyaltyClient(options(mockServer.url))

        const { data } = await loyalty.GET('/api/loyalty/v2/opt-in/status')

        expect(data?.[0]).toMatchObject({ enroll: true, rewardPoints: 1250 })
      })
  })

  it('opts a dealership in', async () => {
    await pact
      .addInteraction()
      .given(signedInState, signedIn)
      .given('dealership {dealerId} is eligible and not enrolled', { dealerId })
      .uponReceiving('an opt-in of an eligible dealership')
      .withRequest('POST', '/api/loyalty/v2/opt-in', (request) => {
        request.headers({ ...clientRequestHeaders, ...bearer, 'Content-Type': 'application/json' })
        request.jsonBody({ dealer_ids: [dealerId] })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody(eachLike({ dealerId: integer(dealerId), enroll: true }))
      })
      .executeTest(async (mockServer) => {
        const loyalty = createLoyaltyClient(options(mockServer.url))

        const { data } = await loyalty.POST('/api/loyalty/v2/opt-in', { body: { dealer_ids: [dealerId] } })

        expect(data?.[0]?.enroll).toBe(true)
      })
  })
})
