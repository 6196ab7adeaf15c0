import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { createBuyingClient } from '../src/buying/createBuyingClient.js'
import { clientRequestHeaders, jsonResponseHeaders, PROVIDERS, pactWith, sdkOptions } from './pactSetup'

const { boolean, eachLike, integer, like, regex, string } = MatchersV3
const pact = pactWith(PROVIDERS.buying)

const auctionId = 1001
const signedIn = { accessToken: 'pact-buyer-token', userId: 42 }
const tokenState = 'access token {accessToken} belongs to user {userId}'
const liveState = 'auction {auctionId} is live'
const bearer = { Authorization: `Bearer ${signedIn.accessToken}` }

const options = (url: string) => ({ ...sdkOptions(url), getAccessToken: async () => signedIn.accessToken })

/** The fields of an auction the listing card reads (any live auction: it may have no bid yet). */
const auctionCard = {
  id: integer(auctionId),
  vin: regex('^[A-HJ-NPR-Z0-9]{17}$', '1FTFW1E50PFA12345'),
  year: integer(2021),
  make: string('Ford'),
  model: string('F-150'),
  status: string('active'),
  start_price: integer(500),
  bid_count: integer(3),
  end_time: integer(1_790_000_600),
  seller: like({ user_id: integer(90), dealer_id: integer(9), dealership_name: string('Prairie Auto') }),
  lane: like({ id: integer(1), display_name: string('Live'), kind: string('live'), can_bid: boolean(true) }),
  proxy_bid_interval: integer(50),
  permissions: like({ can_bid: boolean(true), can_proxy_bid: boolean(true) }),
}

/** The auction page also reads the high bid; the provider state guarantees there is one. */
const auctionPage = {
  ...auctionCard,
  high_bid: like({ amount: integer(5200), user_id: integer(77), dealer_id: integer(8) }),
}

describe('gavel-web → gavel-buying', () => {
  it('lists live auctions', async () => {
    const query = { filters: [], size: 12, sort: 'end_time' }
    await pact
      .addInteraction()
      .given(tokenState, signedIn)
      .given(liveState, { auctionId })
      .uponReceiving('a first page of the active listing')
      .withRequest('POST', '/bff/filters/auctions/buying/active', (request) => {
        request.headers({ ...clientRequestHeaders, ...bearer, 'Content-Type': 'application/json' })
        request.jsonBody(query)
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        // `from` is read too, but is null or a string depending on the page: not matched.
        response.jsonBody({ results: eachLike(auctionCard), total: integer(1) })
      })
      .executeTest(async (mockServer) => {
        const buying = createBuyingClient(options(mockServer.url))

        const { data } = await buying.POST('/bff/filters/auctions/buying/active', { body: query })

        expect(data?.results[0]?.lane.kind).toBe('live')
        expect(data?.total).toBe(1)
      })
  })

  it('gets one auction by id', async () => {
    await pact
      .addInteraction()
      .given(tokenState, signedIn)
      .given('auction {auctionId} is live with a high bid of {amount}', { auctionId, amount: 5200 })
      .uponReceiving('a request for a live auction with a bid')
      .withRequest('GET', `/bff/auctions/buying/search/auction/${auctionId}`, (request) => {
        request.headers({ ...clientRequestHeaders, ...bearer })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody(auctionPage)
      })
      .executeTest(async (mockServer) => {
        const buying = createBuyingClient(options(mockServer.url))

        const { data } = await buying.GET('/bff/auctions/buying/search/auction/{id}', {
          params: { path: { id: auctionId } },
        })

        expect(data?.id).toBe(auctionId)
        expect(data?.high_bid?.amount).toBe(5200)
      })
  })

  it('places a bid with an idempotency key', async () => {
    const amount = 5300
    const body = { auctionId, amount, userId: signedIn.userId, proxy: false, persistent: false }
    await pact
      .addInteraction()
      .given(tokenState, signedIn)
      .given('auction {auctionId} is live and accepts a bid of {amount}', { auctionId, amount })
      .uponReceiving('a bid at the next valid amount')
      .withRequest('POST', `/auction/${auctionId}/bid`, (request) => {
        request.headers({
          ...clientRequestHeaders,
          ...bearer,
          'Content-Type': 'application/json',
          'Idempotency-Key': regex('^[0-9a-fA-F-]{36}$', '6d1f0c2e-8b3a-4c5d-9e7f-0a1b2c3d4e5f'),
        })
        request.jsonBody(body)
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          amount: integer(amount),
          auction_id: integer(auctionId),
          success: boolean(true),
          high_bid_user_id: integer(signedIn.userId),
          end_time: integer(1_790_000_600),
          bid_count: integer(4),
          accepted_at: integer(1_790_000_000_000),
        })
      })
      .executeTest(async (mockServer) => {
        const buying = createBuyingClient(options(mockServer.url))

        const { data } = await buying.POST('/auction/{id}/bid', {
          params: { path: { id: auctionId }, header: { 'Idempotency-Key': '6d1f0c2e-8b3a-4c5d-9e7f-0a1b2c3d4e5f' } },
          body,
        })

        expect(data).toMatchObject({ success: true, high_bid_user_id: signedIn.userId })
      })
  })
})
