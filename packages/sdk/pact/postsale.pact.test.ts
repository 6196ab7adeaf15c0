import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { createBuyingClient } from '../src/buying/createBuyingClient.js'
import { clientRequestHeaders, jsonResponseHeaders, PROVIDERS, pactWith, sdkOptions } from './pactSetup'

/**
 * After the win (issue 11, docs/adr/0023): checkout options, the post-sale progress of one purchase, arbitration
 * actions and a complaint sent as an issue. Same provider as buying.pact.test.ts (merged into one pact file).
 */
const { boolean, eachLike, integer, regex, string } = MatchersV3
const pact = pactWith(PROVIDERS.buying)

const buyer = { accessToken: 'pact-postsale-token', userId: 42 }
const tokenState = 'access token {accessToken} belongs to user {userId}'
const won = { userId: buyer.userId, auctionId: 1031, amount: 9100 }
const wonState = 'user {userId} won auction {auctionId} for {amount}'
const dealerId = 101
const auth = { ...clientRequestHeaders, Authorization: `Bearer ${buyer.accessToken}` }
const client = (url: string) =>
  createBuyingClient({ ...sdkOptions(url), getAccessToken: async () => buyer.accessToken })
const status = regex('^(not_started|in_progress|done|needs_action)$', 'not_started')

describe('gavel-web → gavel-buying: after the win', () => {
  it('reads the checkout options of a win', async () => {
    await pact
      .addInteraction()
      .given(tokenState, buyer)
      .given(wonState, won)
      .uponReceiving('a request for the checkout options of a win')
      .withRequest('GET', `/bff/orders/${won.auctionId}/checkout_options/${dealerId}`, (request) => {
        request.headers(auth)
        request.query({ include: 'payment_methods,arbitration_plans,transport', paymentMethod: 'ach' })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          auction_id: integer(won.auctionId),
          dealer_id: integer(dealerId),
          sale_price: integer(won.amount),
          payment_methods: eachLike(string('ach')),
          arbitration_plans: eachLike({ id: integer(1), name: string('Standard (included)'), price: integer(0) }),
          serviceTypes: eachLike(string('open')),
          vinsInfo: eachLike({
            vin: string('1HGCM82633A004352'),
            make: string('Honda'),
            model: string('Accord'),
            year: integer(2019),
          }),
          transport_quote: integer(350),
        })
      })
      .executeTest(async (mockServer) => {
        const { data } = await client(mockServer.url).GET('/bff/orders/{id}/checkout_options/{dealerId}', {
          params: {
            path: { id: won.auctionId, dealerId },
            query: { include: 'payment_methods,arbitration_plans,transport', paymentMethod: 'ach' },
          },
        })
        expect(data?.sale_price).toBe(won.amount)
      })
  })

  it('reads where a purchase stands after the win', async () => {
    await pact
      .addInteraction()
      .given(tokenState, buyer)
      .given(wonState, won)
      .uponReceiving('a request for the post-sale progress of a win not yet finalized')
      .withRequest('GET', `/bff/orders/${won.auctionId}/post_sale`, (request) => {
        request.headers(auth)
        request.query({ dealer_id: String(dealerId) })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          auction_id: integer(won.auctionId),
          dealer_id: integer(dealerId),
          finalized_at: null,
          payment: { status, updated_at: null, method: null, amount: null, invoice_id: null },
          title: { status, updated_at: null, note: null },
          transport: { status, updated_at: null, request_id: null, service_type: null },
          arbitration: { status, updated_at: null, closes_at: integer(1_790_000_000) },
        })
      })
      .executeTest(async (mockServer) => {
        const { data } = await client(mockServer.url).GET('/bff/orders/{id}/post_sale', {
          params: { path: { id: won.auctionId }, query: { dealer_id: dealerId } },
        })
        expect(data?.payment.status).toBe('not_started')
      })
  })

  it('reads the arbitration actions and sends a complaint as an issue', async () => {
    await pact
      .addInteraction()
      .given(tokenState, buyer)
      .given(wonState, won)
      .uponReceiving('a request for the arbitration actions of a win')
      .withRequest('GET', `/bff/arbitrations/actions/${won.auctionId}`, (request) => {
        request.headers(auth)
        request.query({ dealer_id: String(dealerId) })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          actions: eachLike({
            type: string('open_claim'),
            label: string('Open an arbitration claim'),
            available: boolean(true),
          }),
        })
      })
      .executeTest(async (mockServer) => {
        const { data } = await client(mockServer.url).GET('/bff/arbitrations/actions/{id}', {
          params: { path: { id: won.auctionId }, query: { dealer_id: dealerId } },
        })
        expect(data?.actions[0]?.type).toBe('open_claim')
      })

    const body = {
      type: 'arbitration_complaint',
      value: JSON.stringify({ auction_id: won.auctionId, section_id: 'engine', feedback: 'Knocks', odometer: 48210 }),
      dealer_id: dealerId,
    }
    await pact
      .addInteraction()
      .given(tokenState, buyer)
      .uponReceiving('an arbitration complaint sent as an issue')
      .withRequest('POST', '/issues', (request) => {
        request.headers({ ...auth, 'Content-Type': 'application/json' })
        request.jsonBody(body)
      })
      .willRespondWith(201, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({ id: integer(1), type: string('arbitration_complaint'), dealer_id: integer(dealerId) })
      })
      .executeTest(async (mockServer) => {
        const { data } = await client(mockServer.url).POST('/issues', { body })
        expect(data?.id).toBeGreaterThan(0)
      })
  })
})
