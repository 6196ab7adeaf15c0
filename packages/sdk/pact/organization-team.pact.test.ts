import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { createOrganizationClient } from '../src/organization/createOrganizationClient.js'
import { clientRequestHeaders, jsonResponseHeaders, pactWith, sdkOptions } from './pactSetup'

const { boolean, eachLike, integer, like, regex, string } = MatchersV3
const pact = pactWith('gavel-organization')

/** admin@ (user 3) administers Summit Motors (103); team@ (user 9) bids there (ADR 0025). */
const admin = { email: 'admin@gavel.test', accessToken: 'pact-admin-token' }
const headers = { ...clientRequestHeaders, Authorization: `Bearer ${admin.accessToken}` }
const jsonHeaders = { ...headers, 'Content-Type': 'application/json' }
const org = (url: string) =>
  createOrganizationClient({ ...sdkOptions(url), getAccessToken: async () => admin.accessToken })
const dealer = 103
const team = 9

const member = {
  userId: integer(team),
  firstName: string('Taylor'),
  lastName: string('Tran'),
  email: string('team@gavel.test'),
  role: regex('^(admin|rep)$', 'rep'),
  status: regex('^(active|invited)$', 'active'),
  isPrimaryContact: boolean(false),
}

const addressInput = {
  name: 'North lot',
  street1: '12 Depot Rd',
  street2: null,
  city: 'Denver',
  state: 'CO',
  postalCode: '80202-1234',
  phone: '3035550100',
  addressTypes: ['pickup', 'delivery'],
}
const addressBody = {
  id: integer(103_004),
  organizationId: integer(dealer),
  name: string('North lot'),
  postalCode: regex('^[0-9]{5}(-[0-9]{4})?$', '80202-1234'),
  state: regex('^[A-Z]{2}$', 'CO'),
  isPrimary: boolean(false),
}

describe('gavel-web → gavel-organization: addresses and the team (ADR 0025)', () => {
  it('adds an address to a dealership', async () => {
    await pact
      .addInteraction()
      .given('user {email} is signed in', admin)
      .uponReceiving('an admin adding a dealership address')
      .withRequest('POST', `/address/${dealer}`, (request) => {
        request.headers(jsonHeaders)
        request.jsonBody(addressInput)
      })
      .willRespondWith(201, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({ data: like(addressBody) })
      })
      .executeTest(async (mockServer) => {
        const { data } = await org(mockServer.url).POST('/address/{dealer}', {
          params: { path: { dealer } },
          body: { ...addressInput, addressTypes: ['pickup', 'delivery'] },
        })
        expect(data?.data.organizationId).toBe(dealer)
      })
  })

  it('changes an address', async () => {
    await pact
      .addInteraction()
      .given('user {email} is signed in', admin)
      .uponReceiving('an admin changing a dealership address')
      .withRequest('PUT', `/address/byid/${dealer * 1000 + 1}`, (request) => {
        request.headers(jsonHeaders)
        request.jsonBody(addressInput)
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({ data: like({ ...addressBody, id: integer(dealer * 1000 + 1) }) })
      })
      .executeTest(async (mockServer) => {
        const { data } = await org(mockServer.url).PUT('/address/byid/{id}', {
          params: { path: { id: dealer * 1000 + 1 } },
          body: { ...addressInput, addressTypes: ['pickup', 'delivery'] },
        })
        expect(data?.data.id).toBe(dealer * 1000 + 1)
      })
  })

  it('lists the team of a dealership', async () => {
    await pact
      .addInteraction()
      .given('user {email} is signed in', admin)
      .given('{email} may bid at most {maxBid} a bid and {dailySpend} a day', {
        email: 'team@gavel.test',
        maxBid: 10_000,
        dailySpend: 'none',
      })
      .uponReceiving('a request for a dealership’s users')
      .withRequest('GET', `/organization/${dealer}/users`, (request) => {
        request.headers(headers)
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({ data: { users: eachLike(member) } })
      })
      .executeTest(async (mockServer) => {
        const { data } = await org(mockServer.url).GET('/organization/{id}/users', { params: { path: { id: dealer } } })
        expect(data?.data.users[0]?.userId).toEqual(expect.any(Number))
      })
  })

  it('invites someone', async () => {
    const invite = { email: 'new.buyer@summit.test', firstName: 'New', lastName: 'Buyer', role: 'rep' as const }
    await pact
      .addInteraction()
      .given('user {email} is signed in', admin)
      .uponReceiving('an admin inviting someone to the dealership')
      .withRequest('POST', `/organization/${dealer}/users`, (request) => {
        request.headers(jsonHeaders)
        request.jsonBody(invite)
      })
      .willRespondWith(201, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({ data: like({ ...member, email: string(invite.email), status: string('invited') }) })
      })
      .executeTest(async (mockServer) => {
        const { data } = await org(mockServer.url).POST('/organization/{id}/users', {
          params: { path: { id: dealer } },
          body: invite,
        })
        expect(data?.data.status).toBe('invited')
      })
  })

  it('sets a member’s buying limits', async () => {
    const limits = { maxBid: 10_000, dailySpend: 50_000 }
    await pact
      .addInteraction()
      .given('user {email} is signed in', admin)
      .uponReceiving('an admin setting a member’s buying limits')
      .withRequest('PATCH', `/organization/${dealer}/users/${team}`, (request) => {
        request.headers(jsonHeaders)
        request.jsonBody({ limits })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          data: like({ ...member, limits: { maxBid: integer(10_000), dailySpend: integer(50_000) } }),
        })
      })
      .executeTest(async (mockServer) => {
        const { data } = await org(mockServer.url).PATCH('/organization/{id}/users/{userId}', {
          params: { path: { id: dealer, userId: team } },
          body: { limits },
        })
        expect(data?.data.limits).toEqual(limits)
      })
  })

  it('removes a member', async () => {
    const colleague = 9000 + dealer * 10
    await pact
      .addInteraction()
      .given('user {email} is signed in', admin)
      .uponReceiving('an admin removing a member of the dealership')
      .withRequest('DELETE', `/organization/${dealer}/users/${colleague}`, (request) => {
        request.headers(headers)
      })
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        const { response } = await org(mockServer.url).DELETE('/organization/{id}/users/{userId}', {
          params: { path: { id: dealer, userId: colleague } },
        })
        expect(response.status).toBe(204)
      })
  })

  it('lists and approves a bid approval request', async () => {
    const pending = { requestId: 700_001, email: 'team@gavel.test', auctionId: 1031 }
    const request = {
      id: integer(pending.requestId),
      auctionId: integer(pending.auctionId),
      bidder: like({ userId: integer(team), name: string('Taylor Tran') }),
      amount: integer(5_100),
      limitKind: regex('^(single_bid|daily_spend)$', 'single_bid'),
      limit: integer(5_099),
    }
    await pact
      .addInteraction()
      .given('user {email} is signed in', admin)
      .given('bid approval request {requestId} of {email} is pending on auction {auctionId}', pending)
      .uponReceiving('a request for the dealership’s bid approvals')
      .withRequest('GET', `/organization/${dealer}/bid-approvals`, (r) => {
        r.headers(headers)
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({ data: { requests: eachLike({ ...request, status: string('pending') }) } })
      })
      .executeTest(async (mockServer) => {
        const { data } = await org(mockServer.url).GET('/organization/{id}/bid-approvals', {
          params: { path: { id: dealer } },
        })
        expect(data?.data.requests[0]?.status).toBe('pending')
      })

    await pact
      .addInteraction()
      .given('user {email} is signed in', admin)
      .given('bid approval request {requestId} of {email} is pending on auction {auctionId}', pending)
      .uponReceiving('an admin approving a bid approval request')
      .withRequest('POST', `/organization/${dealer}/bid-approvals/${pending.requestId}`, (r) => {
        r.headers(jsonHeaders)
        r.jsonBody({ decision: 'approve' })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          data: like({
            ...request,
            status: string('placed'),
            answeredBy: string('Alex Alvarez'),
            outcome: string('Approved by Alex Alvarez: Taylor Tran’s bid was placed.'),
          }),
        })
      })
      .executeTest(async (mockServer) => {
        const { data } = await org(mockServer.url).POST('/organization/{id}/bid-approvals/{requestId}', {
          params: { path: { id: dealer, requestId: pending.requestId } },
          body: { decision: 'approve' },
        })
        expect(data?.data.status).toBe('placed')
      })
  })
})
