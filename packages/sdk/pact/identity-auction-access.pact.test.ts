import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { createIdentityClient } from '../src/identity/createIdentityClient.js'
import { clientRequestHeaders, jsonResponseHeaders, PROVIDERS, pactWith, sdkOptions } from './pactSetup'

const { boolean, eachLike, integer, string } = MatchersV3
const pact = pactWith(PROVIDERS.identity)

const signedIn = { email: 'limited@gavel.test', accessToken: 'pact-auction-access-token' }
const bearer = { Authorization: `Bearer ${signedIn.accessToken}` }
const options = (url: string) => ({ ...sdkOptions(url), getAccessToken: async () => signedIn.accessToken })
const account = { auctionAccessId: '5559001', lastName: 'Quinn', organizationExternalId: '101' }

/** Registration and the auction-access banner (docs/adr/0026): only the fields the app reads are matched. */
describe('gavel-web → gavel-identity: auction-access account and self-registration', () => {
  it("reads the signed-in user's auction-access issues", async () => {
    await pact
      .addInteraction()
      .given('user {email} is signed in', signedIn)
      .given('user {email} has an auction-access account with a blocking issue', { email: signedIn.email })
      .uponReceiving("the signed-in user's auction-access account")
      .withRequest('GET', '/api/auctionaccess/account', (request) => {
        request.headers({ ...clientRequestHeaders, ...bearer })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          id: string('pact-3'),
          first_name: string('Lee'),
          last_name: string('Limited'),
          issues: eachLike({
            message: string('Your dealer license on file has expired.'),
            restrictions: { blockingIssue: boolean(true) },
          }),
        })
      })
      .executeTest(async (mockServer) => {
        const identity = createIdentityClient(options(mockServer.url))
        const { data } = await identity.GET('/api/auctionaccess/account')
        expect(data?.issues[0]?.restrictions.blockingIssue).toBe(true)
      })
  })

  it('finds an auction-access account by number and last name', async () => {
    await pact
      .addInteraction()
      .given(
        'auction-access account {auctionAccessId} of {lastName} lists organization {organizationExternalId}',
        account,
      )
      .uponReceiving('an auction-access lookup for a known number and last name')
      .withRequest('POST', '/api/auctionaccess/lookup', (request) => {
        request.headers({ ...clientRequestHeaders, 'Content-Type': 'application/json' })
        request.jsonBody({ auctionAccessId: account.auctionAccessId, lastName: account.lastName })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          id: account.auctionAccessId,
          first_name: string('Pat'),
          last_name: account.lastName,
          email: string('quinn@dealer.test'),
          organizations: eachLike({ external_id: account.organizationExternalId, name: string('River City Motors') }),
          issues: [],
        })
      })
      .executeTest(async (mockServer) => {
        const identity = createIdentityClient(sdkOptions(mockServer.url))
        const { data } = await identity.POST('/api/auctionaccess/lookup', {
          body: { auctionAccessId: account.auctionAccessId, lastName: account.lastName },
        })
        expect(data?.organizations[0]?.external_id).toBe(account.organizationExternalId)
      })
  })

  it('registers a dealer with a dealership on their auction-access account', async () => {
    const body = {
      first_name: 'Pat',
      last_name: account.lastName,
      email: 'pat.quinn@dealer.test',
      phone_number: '3125550100',
      organizationExternalId: account.organizationExternalId,
      auctionAccessId: account.auctionAccessId,
    }
    await pact
      .addInteraction()
      .given(
        'auction-access account {auctionAccessId} of {lastName} lists organization {organizationExternalId}',
        account,
      )
      .uponReceiving('a self-registration without a bearer')
      .withRequest('POST', '/api/user/saga', (request) => {
        request.headers({ ...clientRequestHeaders, 'Content-Type': 'application/json' })
        request.jsonBody(body)
      })
      .willRespondWith(201, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({ user_id: integer(40), email: body.email, active: boolean(false) })
      })
      .executeTest(async (mockServer) => {
        const identity = createIdentityClient(sdkOptions(mockServer.url))
        const { data } = await identity.POST('/api/user/saga', { body })
        expect(data?.email).toBe(body.email)
      })
  })

  it('checks an e-mail without a bearer while registering', async () => {
    await pact
      .addInteraction()
      .given('user {email} exists', { email: 'seller@gavel.test' })
      .uponReceiving('a user-exists check without a bearer')
      .withRequest('POST', '/api/user/exists', (request) => {
        request.headers({ ...clientRequestHeaders, 'Content-Type': 'application/json' })
        request.jsonBody({ email: 'seller@gavel.test' })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({ exists: true })
      })
      .executeTest(async (mockServer) => {
        const identity = createIdentityClient(sdkOptions(mockServer.url))
        const { data } = await identity.POST('/api/user/exists', { body: { email: 'seller@gavel.test' } })
        expect(data?.exists).toBe(true)
      })
  })
})
