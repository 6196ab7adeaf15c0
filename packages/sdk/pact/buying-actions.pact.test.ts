import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { createBuyingClient } from '../src/buying/createBuyingClient.js'
import { clientRequestHeaders, jsonResponseHeaders, PROVIDERS, pactWith, sdkOptions } from './pactSetup'

/**
 * Offers, persistent proxies, finalizing, the run list, statuses and claims (marketplace §7). Same provider as
 * buying.pact.test.ts: Pact merges these interactions into contracts/pacts/gavel-web-gavel-buying.json.
 */
const { boolean, eachLike, integer, like, regex, string } = MatchersV3
const pact = pactWith(PROVIDERS.buying)

const buyer = { accessToken: 'pact-actions-token', userId: 42 }
const multi = { accessToken: 'pact-multi-token', userId: 5 }
const tokenState = 'access token {accessToken} belongs to user {userId}'
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })
const client = (url: string, token = buyer.accessToken) =>
  createBuyingClient({ ...sdkOptions(url), getAccessToken: async () => token })
/** Not the key of buying.pact.test.ts's bid: the same user and key would return that bid's first answer. */
const uuid = '0f3c6a1e-2b4d-4e8f-9a1b-7c2d3e4f5a60'
const idempotencyKey = regex('^[0-9a-fA-F-]{36}$', uuid)
const timeHeader = { 'X-Server-Time': jsonResponseHeaders['X-Server-Time'] }

describe('gavel-web → gavel-buying: actions', () => {
  it('makes an offer at the reserve, which is accepted', async () => {
    const auctionId = 1021
    await pact
      .addInteraction()
      .given(tokenState, buyer)
      .given('auction {auctionId} is open to offers with a reserve of {reserve}', { auctionId, reserve: 8000 })
      .uponReceiving('an offer at the reserve')
      .withRequest('POST', `/auction/${auctionId}/offers`, (request) => {
        request.headers({
          ...clientRequestHeaders,
          ...bearer(buyer.accessToken),
          'Content-Type': 'application/json',
          'Idempotency-Key': idempotencyKey,
        })
        request.jsonBody({ amount: 8000 })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          auction_id: integer(auctionId),
          offer_state: 1,
          offer_value: integer(8000),
          no_longer_available: boolean(false),
          min_amonut: integer(6800),
          dealer_id: integer(101),
        })
      })
      .executeTest(async (mockServer) => {
        const { data } = await client(mockServer.url).POST('/auction/{id}/offers', {
          params: { path: { id: auctionId }, header: { 'Idempotency-Key': uuid } },
          body: { amount: 8000 },
        })
        expect(data?.offer_state).toBe(1)
      })
  })

  it('sets, reads and cancels a persistent proxy bid', async () => {
    const auctionId = 1022
    await pact
      .addInteraction()
      .given(tokenState, buyer)
      .given('auction {auctionId} is live with a high bid of {amount}', { auctionId, amount: 5000 })
      .uponReceiving('a persistent proxy bid')
      .withRequest('PUT', `/auction/${auctionId}/persistent_proxy_bid`, (request) => {
        request.headers({ ...clientRequestHeaders, ...bearer(buyer.accessToken), 'Content-Type': 'application/json' })
        request.jsonBody({ amount: 7000, user_id: buyer.userId })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          auction_id: integer(auctionId),
          amount: integer(7000),
          is_persistent: true,
          expires_at: integer(1_790_864_000),
        })
      })
      .executeTest(async (mockServer) => {
        const { data } = await client(mockServer.url).PUT('/auction/{id}/persistent_proxy_bid', {
          params: { path: { id: auctionId } },
          body: { amount: 7000, user_id: buyer.userId },
        })
        expect(data?.is_persistent).toBe(true)
      })

    const held = { userId: buyer.userId, amount: 7000, auctionId }
    await pact
      .addInteraction()
      .given(tokenState, buyer)
      .given('user {userId} holds a persistent proxy of {amount} on auction {auctionId}', held)
      .uponReceiving('a request for the proxy bid info')
      .withRequest('GET', `/auction/${auctionId}/proxy_bid_info`, (request) => {
        request.headers({ ...clientRequestHeaders, ...bearer(buyer.accessToken) })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          auction_id: integer(auctionId),
          proxy_bid: { amount: integer(7000), is_persistent: true },
          proxy_bid_interval: integer(100),
          next_valid_bid: integer(600),
          persistent_proxy: { amount: integer(7000), expires_at: integer(1_790_864_000) },
        })
      })
      .executeTest(async (mockServer) => {
        const { data } = await client(mockServer.url).GET('/auction/{id}/proxy_bid_info', {
          params: { path: { id: auctionId } },
        })
        expect(data?.persistent_proxy?.amount).toBe(7000)
      })

    await pact
      .addInteraction()
      .given(tokenState, buyer)
      .given('user {userId} holds a persistent proxy of {amount} on auction {auctionId}', held)
      .uponReceiving('a cancelled persistent proxy bid')
      .withRequest('DELETE', `/auction/${auctionId}/persistent_proxy_bid`, (request) => {
        request.headers({ ...clientRequestHeaders, ...bearer(buyer.accessToken), 'Content-Type': 'application/json' })
        request.jsonBody({ amount: 7000, user_id: buyer.userId })
      })
      .willRespondWith(204, (response) => {
        response.headers(timeHeader)
      })
      .executeTest(async (mockServer) => {
        const { response } = await client(mockServer.url).DELETE('/auction/{id}/persistent_proxy_bid', {
          params: { path: { id: auctionId } },
          body: { amount: 7000, user_id: buyer.userId },
        })
        expect(response.status).toBe(204)
      })
  })

  it('lists auctions to finalize and finalizes one', async () => {
    const won = { userId: buyer.userId, auctionId: 1023, amount: 9100 }
    await pact
      .addInteraction()
      .given(tokenState, buyer)
      .given('user {userId} won auction {auctionId} for {amount}', won)
      .uponReceiving('a request for the auctions to finalize')
      .withRequest('GET', '/api/acvapi/v3/auctions/to_finalize', (request) => {
        request.headers({ ...clientRequestHeaders, ...bearer(buyer.accessToken) })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          results: eachLike({
            id: integer(won.auctionId),
            status: string('ended_accepted'),
            high_bid: like({ amount: integer(won.amount) }),
            permissions: like({ can_finalize: boolean(true) }),
          }),
          total: integer(1),
        })
      })
      .executeTest(async (mockServer) => {
        const { data } = await client(mockServer.url).GET('/api/acvapi/v3/auctions/to_finalize')
        expect(data?.results[0]?.permissions.can_finalize).toBe(true)
      })

    const body = { buyer_organization_id: 101, transport_quote_accepted: false, payment_provider_name: 'ach' }
    await pact
      .addInteraction()
      .given(tokenState, buyer)
      .given('user {userId} won auction {auctionId} for {amount}', won)
      .uponReceiving('a finalized order')
      .withRequest('PUT', `/bff/orders/finalize/${won.auctionId}`, (request) => {
        request.headers({ ...clientRequestHeaders, ...bearer(buyer.accessToken), 'Content-Type': 'application/json' })
        request.jsonBody(body)
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({ auction_id: integer(won.auctionId), finalized: true, payment_provider_name: string('ach') })
      })
      .executeTest(async (mockServer) => {
        const { data } = await client(mockServer.url).PUT('/bff/orders/finalize/{id}', {
          params: { path: { id: won.auctionId } },
          body,
        })
        expect(data?.finalized).toBe(true)
      })
  })

  it('reads the run list, bids from it and polls statuses', async () => {
    const auctionId = 1024
    await pact
      .addInteraction()
      .given(tokenState, buyer)
      .given('auction {auctionId} is on the run list', { auctionId })
      .uponReceiving('a request for one run list row')
      .withRequest('GET', '/auctions/run_list', (request) => {
        request.headers({ ...clientRequestHeaders, ...bearer(buyer.accessToken) })
        request.query({ auction_id: String(auctionId) })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          items: eachLike({
            auction_id: integer(auctionId),
            title: string('2021 Ford F-150'),
            subtitle: string('XLT · 36,000 mi · A12345'),
            price: { raw: integer(500), formatted: regex('^\\$[0-9,]+$', '$500') },
            alert: boolean(false),
            group_by: string('3:00 PM'),
            proxy_bid: null,
          }),
        })
      })
      .executeTest(async (mockServer) => {
        const { data } = await client(mockServer.url).GET('/auctions/run_list', {
          params: { query: { auction_id: auctionId } },
        })
        expect(data?.items[0]?.auction_id).toBe(auctionId)
      })

    const bid = { auction_id: auctionId, amount: 900, proxy: true, persistent: false }
    await pact
      .addInteraction()
      .given(tokenState, buyer)
      .given('auction {auctionId} is on the run list', { auctionId })
      .uponReceiving('a proxy bid from the run list')
      .withRequest('POST', `/auction/${auctionId}/bid`, (request) => {
        request.headers({
          ...clientRequestHeaders,
          ...bearer(buyer.accessToken),
          'Content-Type': 'application/json',
          'Idempotency-Key': idempotencyKey,
        })
        request.jsonBody(bid)
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({ auction_id: integer(auctionId), proxy: true, success: boolean(true) })
      })
      .executeTest(async (mockServer) => {
        const { data } = await client(mockServer.url).POST('/auction/{id}/bid', {
          params: { path: { id: auctionId }, header: { 'Idempotency-Key': uuid } },
          body: bid,
        })
        expect(data).toMatchObject({ success: true })
      })

    await pact
      .addInteraction()
      .given(tokenState, buyer)
      .given('auction {auctionId} is live', { auctionId: 1025 })
      .uponReceiving('a request for the statuses of auctions')
      .withRequest('POST', '/api/acvapi/v3/auction/statuses', (request) => {
        request.headers({ ...clientRequestHeaders, ...bearer(buyer.accessToken), 'Content-Type': 'application/json' })
        request.jsonBody({ auctions: [1025] })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          statuses: eachLike({ id: integer(1025), status: string('active'), end_time: integer(1_790_000_600) }),
        })
      })
      .executeTest(async (mockServer) => {
        const { data } = await client(mockServer.url).POST('/api/acvapi/v3/auction/statuses', {
          body: { auctions: [1025] },
        })
        expect(data?.statuses[0]?.status).toBe('active')
      })
  })

  it('lets a multibuyer dealership hold and release an auction', async () => {
    const auctionId = 1026
    await pact
      .addInteraction()
      .given(tokenState, multi)
      .uponReceiving('a request for the dealerships that may claim')
      .withRequest('GET', '/auctions/dealers_can_claim', (request) => {
        request.headers({ ...clientRequestHeaders, ...bearer(multi.accessToken) })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({ dealerships: eachLike({ id: integer(106), name: string('Harbor Auto Group') }) })
      })
      .executeTest(async (mockServer) => {
        const { data } = await client(mockServer.url, multi.accessToken).GET('/auctions/dealers_can_claim')
        expect(data?.dealerships[0]?.id).toBe(106)
      })

    await pact
      .addInteraction()
      .given(tokenState, multi)
      .given('auction {auctionId} is live', { auctionId })
      .uponReceiving('a claim by a multibuyer dealership')
      .withRequest('POST', `/auctions/${auctionId}/claim`, (request) => {
        request.headers({ ...clientRequestHeaders, ...bearer(multi.accessToken), 'Content-Type': 'application/json' })
        request.jsonBody({ dealerId: 106 })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          auction_id: integer(auctionId),
          my_claim: { dealer_id: integer(106), user_id: integer(multi.userId), claimed_at: integer(1_790_000_000) },
        })
      })
      .executeTest(async (mockServer) => {
        const { data } = await client(mockServer.url, multi.accessToken).POST('/auctions/{id}/claim', {
          params: { path: { id: auctionId } },
          body: { dealerId: 106 },
        })
        expect(data?.my_claim?.dealer_id).toBe(106)
      })

    await pact
      .addInteraction()
      .given(tokenState, multi)
      .given('dealership {dealerId} holds auction {auctionId} for user {userId}', {
        dealerId: 106,
        auctionId,
        userId: multi.userId,
      })
      .uponReceiving('a released claim')
      .withRequest('DELETE', `/auctions/${auctionId}/claim`, (request) => {
        request.headers({ ...clientRequestHeaders, ...bearer(multi.accessToken), 'Content-Type': 'application/json' })
        request.jsonBody({ dealerId: 106 })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({ auction_id: integer(auctionId), claims: [], my_claim: null })
      })
      .executeTest(async (mockServer) => {
        const { data } = await client(mockServer.url, multi.accessToken).DELETE('/auctions/{id}/claim', {
          params: { path: { id: auctionId } },
          body: { dealerId: 106 },
        })
        expect(data?.my_claim).toBeNull()
      })
  })

  it('lets the seller remove the reserve of a running auction', async () => {
    const seller = { accessToken: 'pact-seller-token', userId: 2 }
    const auctionId = 1026
    await pact
      .addInteraction()
      .given(tokenState, seller)
      .given('user {userId} sells live auction {auctionId} with a reserve of {reserve}', {
        userId: seller.userId,
        auctionId,
        reserve: 9000,
      })
      .uponReceiving("the seller's request to remove the reserve")
      .withRequest('DELETE', `/auction/${auctionId}/reserve`, (request) => {
        request.headers({ ...clientRequestHeaders, ...bearer(seller.accessToken) })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({ auction_id: integer(auctionId), floor_price: null })
      })
      .executeTest(async (mockServer) => {
        const { data } = await client(mockServer.url, seller.accessToken).DELETE('/auction/{id}/reserve', {
          params: { path: { id: auctionId } },
        })
        expect(data?.auction_id).toBe(auctionId)
      })
  })
})
