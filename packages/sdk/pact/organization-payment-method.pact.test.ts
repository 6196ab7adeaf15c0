import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { createOrganizationClient } from '../src/organization/createOrganizationClient.js'
import { clientRequestHeaders, jsonResponseHeaders, pactWith, sdkOptions } from './pactSetup'

const { boolean, eachLike, integer, regex, string } = MatchersV3
const pact = pactWith('gavel-organization')

// Each option's detail and unavailableReason are string-or-null, which one type matcher cannot state: left out.
/** admin@ (user 3) administers Summit Motors (103), which has a checking account on file (ADR 0034). */
const admin = { email: 'admin@gavel.test', accessToken: 'pact-admin-token' }
const headers = { ...clientRequestHeaders, Authorization: `Bearer ${admin.accessToken}` }
const jsonHeaders = { ...headers, 'Content-Type': 'application/json' }
const org = (url: string) =>
  createOrganizationClient({ ...sdkOptions(url), getAccessToken: async () => admin.accessToken })
const dealer = 103
const KIND = '^(ach|check|floorplan)$'

const method = (current: string) => ({
  data: {
    organizationId: integer(dealer),
    current: regex(KIND, current),
    options: eachLike({
      kind: regex(KIND, 'ach'),
      label: string('ACH bank transfer'),
      available: boolean(true),
    }),
  },
})

describe('gavel-web → gavel-organization: the default payment method (ADR 0034)', () => {
  it('reads a dealership payment method', async () => {
    await pact
      .addInteraction()
      .given('user {email} is signed in', admin)
      .uponReceiving('an admin reading the dealership payment method')
      .withRequest('GET', `/organization/${dealer}/payment-method`, (request) => {
        request.headers(headers)
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody(method('check'))
      })
      .executeTest(async (mockServer) => {
        const { data } = await org(mockServer.url).GET('/organization/{id}/payment-method', {
          params: { path: { id: dealer } },
        })
        expect(data?.data.organizationId).toBe(dealer)
        expect(data?.data.options.length).toBeGreaterThan(0)
      })
  })

  it('changes the default payment method', async () => {
    await pact
      .addInteraction()
      .given('user {email} is signed in', admin)
      .uponReceiving('an admin making ACH the default payment method')
      .withRequest('PUT', `/organization/${dealer}/payment-method`, (request) => {
        request.headers(jsonHeaders)
        request.jsonBody({ kind: 'ach' })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody(method('ach'))
      })
      .executeTest(async (mockServer) => {
        const { data } = await org(mockServer.url).PUT('/organization/{id}/payment-method', {
          params: { path: { id: dealer } },
          body: { kind: 'ach' },
        })
        expect(data?.data.current).toBe('ach')
      })
  })
})
