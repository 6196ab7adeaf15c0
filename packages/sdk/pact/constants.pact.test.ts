import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { createConstantsClient } from '../src/constants/createConstantsClient.js'
import { clientRequestHeaders, jsonResponseHeaders, PROVIDERS, pactWith, sdkOptions } from './pactSetup'

const { boolean, eachLike, integer, string } = MatchersV3
const pact = pactWith(PROVIDERS.constants)

const signedIn = { email: 'buyer@gavel.test', accessToken: 'pact-constants-token' }
const signedInState = 'user {email} is signed in'
const bearer = { Authorization: `Bearer ${signedIn.accessToken}` }
const options = (url: string) => ({ ...sdkOptions(url), getAccessToken: async () => signedIn.accessToken })

describe('gavel-web → gavel-constants', () => {
  it('reads the proxy bid types', async () => {
    await pact
      .addInteraction()
      .given(signedInState, signedIn)
      .uponReceiving('a request for the proxy bid types')
      .withRequest('GET', '/constants/proxy_bid_types', (request) => {
        request.headers({ ...clientRequestHeaders, ...bearer })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          key: 'proxy_bid_types',
          value: eachLike({ key: string('standard'), label: string('Proxy bid'), persistent: boolean(false) }),
        })
      })
      .executeTest(async (mockServer) => {
        const constants = createConstantsClient(options(mockServer.url))

        const { data } = await constants.GET('/constants/{key}', { params: { path: { key: 'proxy_bid_types' } } })

        expect(data?.key).toBe('proxy_bid_types')
      })
  })

  it('reads the automatic red-light odometer', async () => {
    await pact
      .addInteraction()
      .given(signedInState, signedIn)
      .uponReceiving('a request for the automatic red-light odometer')
      .withRequest('GET', '/constants/AUTO_RED_LIGHT_ODOMETER', (request) => {
        request.headers({ ...clientRequestHeaders, ...bearer })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({ key: 'AUTO_RED_LIGHT_ODOMETER', value: integer(200_000) })
      })
      .executeTest(async (mockServer) => {
        const constants = createConstantsClient(options(mockServer.url))

        const { data } = await constants.GET('/constants/{key}', {
          params: { path: { key: 'AUTO_RED_LIGHT_ODOMETER' } },
        })

        expect(data?.value).toBe(200_000)
      })
  })
})
