import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { allAddresses, createOrganizationClient } from '../src/organization/createOrganizationClient.js'
import { clientRequestHeaders, jsonResponseHeaders, pactWith, sdkOptions } from './pactSetup'

const { boolean, eachLike, integer, like, regex, string } = MatchersV3
const pact = pactWith('gavel-organization')

const multi = { email: 'multi@gavel.test', accessToken: 'pact-multi-token' }
const headers = { ...clientRequestHeaders, Authorization: `Bearer ${multi.accessToken}` }
const options = (url: string) => ({ ...sdkOptions(url), getAccessToken: async () => multi.accessToken })
const dealer = 106

/** The fields of an address the transport order form reads (postalCode becomes zipCode in the client). */
const address = {
  id: integer(106_001),
  organizationId: integer(dealer),
  street1: string('1 Harbor Way'),
  city: string('Baltimore'),
  state: string('MD'),
  postalCode: regex('^[0-9]{5}$', '21202'),
  isPrimary: boolean(true),
}

describe('gavel-web → gavel-organization', () => {
  it('reads the last page of addresses', async () => {
    await pact
      .addInteraction()
      .given('user {email} is signed in', multi)
      .given('dealership {dealerId} has {count} addresses', { dealerId: dealer, count: 101 })
      .uponReceiving('the second page of a dealership’s 101 addresses')
      .withRequest('GET', `/address/${dealer}/paginate`, (request) => {
        request.headers(headers)
        request.query({ page: '1', pageSize: '100' })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({ meta: { hasNextPage: false }, data: { addresses: eachLike(address) } })
      })
      .executeTest(async (mockServer) => {
        const org = createOrganizationClient(options(mockServer.url))

        const { data } = await org.GET('/address/{dealer}/paginate', {
          params: { path: { dealer }, query: { page: 1, pageSize: 100 } },
        })

        expect(data?.meta.hasNextPage).toBe(false)
        expect(data?.data.addresses[0]?.postalCode).toMatch(/^\d{5}$/)
      })
  })

  it('reads a dealership', async () => {
    await pact
      .addInteraction()
      .given('user {email} is signed in', multi)
      .uponReceiving('a request for one dealership')
      .withRequest('GET', `/organization/${dealer}`, (request) => {
        request.headers(headers)
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          data: like({
            id: integer(dealer),
            name: string('Harbor Auto Group'),
            dealershipType: integer(1),
            active: boolean(true),
          }),
        })
      })
      .executeTest(async (mockServer) => {
        const org = createOrganizationClient(options(mockServer.url))

        const { data } = await org.GET('/organization/{id}', { params: { path: { id: dealer } } })

        expect(data?.data.id).toBe(dealer)
      })
  })

  it('reads every address of a small dealership in one page', async () => {
    await pact
      .addInteraction()
      .given('user {email} is signed in', multi)
      .given('dealership {dealerId} has {count} addresses', { dealerId: 107, count: 2 })
      .uponReceiving('the only page of a dealership’s two addresses')
      .withRequest('GET', '/address/107/paginate', (request) => {
        request.headers(headers)
        request.query({ page: '0', pageSize: '100' })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          meta: { hasNextPage: false },
          data: { addresses: eachLike({ ...address, organizationId: integer(107) }, 2) },
        })
      })
      .executeTest(async (mockServer) => {
        const org = createOrganizationClient(options(mockServer.url))

        const all = await allAddresses(org, 107)

        expect(all).toHaveLength(2)
      })
  })
})
