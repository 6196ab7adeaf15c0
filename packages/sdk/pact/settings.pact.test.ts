import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { createSettingsClient } from '../src/settings/createSettingsClient.js'
import { clientRequestHeaders, jsonResponseHeaders, PROVIDERS, pactWith, sdkOptions } from './pactSetup'

const { arrayContaining, integer, string } = MatchersV3
const pact = pactWith(PROVIDERS.settings)

const signedIn = { email: 'buyer@gavel.test', accessToken: 'pact-settings-token' }
const signedInState = 'user {email} is signed in'
const bearer = { Authorization: `Bearer ${signedIn.accessToken}` }
const options = (url: string) => ({ ...sdkOptions(url), getAccessToken: async () => signedIn.accessToken })
const prefer = { category: 'marketplace', setting_key: 'prefer_search_refresh' }

describe('gavel-web → gavel-settings', () => {
  it('lists the settings', async () => {
    await pact
      .addInteraction()
      .given(signedInState, signedIn)
      .given('user {email} has the setting {category}/{settingKey} = {settingValue}', {
        email: signedIn.email,
        category: prefer.category,
        settingKey: prefer.setting_key,
        settingValue: 'false',
      })
      .uponReceiving('a request for the user’s settings')
      .withRequest('GET', '/bff/settings', (request) => {
        request.headers({ ...clientRequestHeaders, ...bearer })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        // Other settings (multi-valued ones) may follow: only the preference is matched.
        response.jsonBody({ settings: arrayContaining({ ...prefer, setting_value: string('false') }) })
      })
      .executeTest(async (mockServer) => {
        const settings = createSettingsClient(options(mockServer.url))

        const { data } = await settings.GET('/bff/settings')

        expect(data?.settings[0]?.setting_key).toBe('prefer_search_refresh')
      })
  })

  it('saves a setting', async () => {
    const body = { settings: [{ ...prefer, setting_value: 'true' }] }
    await pact
      .addInteraction()
      .given(signedInState, signedIn)
      .uponReceiving('a save of the listing preference')
      .withRequest('PUT', '/bff/settings', (request) => {
        request.headers({ ...clientRequestHeaders, ...bearer, 'Content-Type': 'application/json' })
        request.jsonBody(body)
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({ settings: arrayContaining({ ...prefer, setting_value: 'true' }) })
      })
      .executeTest(async (mockServer) => {
        const settings = createSettingsClient(options(mockServer.url))

        const { data } = await settings.PUT('/bff/settings', { body })

        expect(data?.settings[0]?.setting_value).toBe('true')
      })
  })

  it('reads a key-value entry', async () => {
    await pact
      .addInteraction()
      .given(signedInState, signedIn)
      .given('user {email} stored {value} under {key}', {
        email: signedIn.email,
        key: 'completed_tours',
        value: 'marketplace2Chapter0',
      })
      .uponReceiving('a request for the completed tours')
      .withRequest('GET', '/query-engine/user/key_value', (request) => {
        request.headers({ ...clientRequestHeaders, ...bearer })
        request.query({ key: 'completed_tours' })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({ key: 'completed_tours', value: string('marketplace2Chapter0') })
      })
      .executeTest(async (mockServer) => {
        const settings = createSettingsClient(options(mockServer.url))

        const { data } = await settings.GET('/query-engine/user/key_value', {
          params: { query: { key: 'completed_tours' } },
        })

        expect(data?.value).toBe('marketplace2Chapter0')
      })
  })

  it('edits the profile', async () => {
    await pact
      .addInteraction()
      .given(signedInState, signedIn)
      .uponReceiving('a profile edit of the first name')
      .withRequest('PATCH', '/bff/user', (request) => {
        request.headers({ ...clientRequestHeaders, ...bearer, 'Content-Type': 'application/json' })
        request.jsonBody({ first_name: 'Bailee' })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({ user_id: integer(1), first_name: 'Bailee', email: string(signedIn.email) })
      })
      .executeTest(async (mockServer) => {
        const settings = createSettingsClient(options(mockServer.url))

        const { data } = await settings.PATCH('/bff/user', { body: { first_name: 'Bailee' } })

        expect(data?.first_name).toBe('Bailee')
      })
  })
})
