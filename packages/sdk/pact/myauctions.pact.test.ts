import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { createMyAuctionsClient } from '../src/myauctions/createMyAuctionsClient.js'
import { clientRequestHeaders, jsonResponseHeaders, pactWith, sdkOptions } from './pactSetup'

const { boolean, eachLike, integer, like, regex, string } = MatchersV3
const pact = pactWith('gavel-myauctions')

const signedInState = 'user {email} is signed in'
const seller = { email: 'seller@gavel.test', accessToken: 'pact-seller-token' }
const buyer = { email: 'buyer@gavel.test', accessToken: 'pact-buyer-token' }
const dealId = 1201
const liveId = 1202
const offer = 15_000
const negotiationState = 'user {email} sells auction {auctionId} in negotiation with a pending offer of {amount}'

const options = (url: string, token: string) => ({ ...sdkOptions(url), getAccessToken: async () => token })
const headers = (token: string) => ({ ...clientRequestHeaders, Authorization: `Bearer ${token}` })

/** The fields of a my-auctions row the lists read. */
const row = (id: number) => ({
  id: integer(id),
  vin: regex('^[A-HJ-NPR-Z0-9]{17}$', '1FTFW1E50PFA12345'),
  year: integer(2021),
  make: string('Ford'),
  model: string('F-150'),
  status: string('active'),
  bid_count: integer(3),
  end_time: integer(1_790_000_600),
  seller: like({ dealer_id: integer(9), dealership_name: string('Prairie Auto') }),
})

const offerFields = (value: number, state: number, side: 'buyer' | 'seller') => ({
  id: integer(120_101),
  offer_state: integer(state),
  offer_value: integer(value),
  dealer_id: integer(102),
  side: string(side),
})

describe('gavel-web → gavel-myauctions', () => {
  it('lists the auctions the buyer is bidding on', async () => {
    await pact
      .addInteraction()
      .given(signedInState, buyer)
      .given('user {email} is the high bidder on live auction {auctionId}', { email: buyer.email, auctionId: liveId })
      .uponReceiving('a request for my active buying auctions')
      .withRequest('GET', '/bff/myacv/active/buying', (request) => {
        request.headers(headers(buyer.accessToken))
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          results: eachLike({ ...row(liveId), high_bid: like({ amount: integer(5200), dealer_id: integer(101) }) }),
          total: integer(1),
        })
      })
      .executeTest(async (mockServer) => {
        const my = createMyAuctionsClient(options(mockServer.url, buyer.accessToken))

        const { data } = await my.GET('/bff/myacv/active/buying')

        expect(data?.results[0]?.high_bid?.dealer_id).toBe(101)
      })
  })

  it('lists the seller’s negotiations with the pending offer', async () => {
    await pact
      .addInteraction()
      .given(signedInState, seller)
      .given(negotiationState, { email: seller.email, auctionId: dealId, amount: offer })
      .uponReceiving('a request for my selling negotiations')
      .withRequest('GET', '/negotiation/selling', (request) => {
        request.headers(headers(seller.accessToken))
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          results: eachLike({ ...row(dealId), pending_offer: like(offerFields(offer, 0, 'buyer')) }),
          total: integer(1),
        })
      })
      .executeTest(async (mockServer) => {
        const my = createMyAuctionsClient(options(mockServer.url, seller.accessToken))

        const { data } = await my.GET('/negotiation/selling')

        expect(data?.results[0]?.pending_offer?.offer_state).toBe(0)
      })
  })

  it('gets one deal with its offers and whose turn it is', async () => {
    await pact
      .addInteraction()
      .given(signedInState, seller)
      .given(negotiationState, { email: seller.email, auctionId: dealId, amount: offer })
      .uponReceiving('a request for one deal')
      .withRequest('GET', `/bff/deals/${dealId}`, (request) => {
        request.headers(headers(seller.accessToken))
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          id: integer(dealId),
          auction: like(row(dealId)),
          offers: eachLike(offerFields(offer, 0, 'buyer')),
          negotiationInfo: like({ theirOffer: integer(offer) }),
          side: string('seller'),
          can_act: boolean(true),
        })
      })
      .executeTest(async (mockServer) => {
        const my = createMyAuctionsClient(options(mockServer.url, seller.accessToken))

        const { data } = await my.GET('/bff/deals/{id}', { params: { path: { id: dealId } } })

        expect(data?.can_act).toBe(true)
        expect(data?.negotiationInfo.theirOffer).toBe(offer)
      })
  })

  it('counters the pending offer with an idempotency key', async () => {
    const body = { action: 'counter', amount: 16_500, dealer_id: 102 } as const
    await pact
      .addInteraction()
      .given(signedInState, seller)
      .given(negotiationState, { email: seller.email, auctionId: dealId, amount: offer })
      .uponReceiving('a counter offer from a single-dealership seller')
      .withRequest('PUT', `/bff/deals/${dealId}`, (request) => {
        request.headers({
          ...headers(seller.accessToken),
          'Content-Type': 'application/json',
          'Idempotency-Key': regex('^[0-9a-fA-F-]{36}$', '3c1f0c2e-8b3a-4c5d-9e7f-0a1b2c3d4e5f'),
        })
        request.jsonBody(body)
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          id: integer(dealId),
          auction: like({ ...row(dealId), status: string('counter_sent') }),
          offers: eachLike(offerFields(16_500, 0, 'seller')),
          can_act: boolean(false),
        })
      })
      .executeTest(async (mockServer) => {
        const my = createMyAuctionsClient(options(mockServer.url, seller.accessToken))

        const { data } = await my.PUT('/bff/deals/{id}', {
          params: { path: { id: dealId }, header: { 'Idempotency-Key': '3c1f0c2e-8b3a-4c5d-9e7f-0a1b2c3d4e5f' } },
          body,
        })

        expect(data?.auction.status).toBe('counter_sent')
        expect(data?.can_act).toBe(false)
      })
  })

  it('refuses an action that is not one of the four', async () => {
    await pact
      .addInteraction()
      .given(signedInState, seller)
      .given(negotiationState, { email: seller.email, auctionId: dealId, amount: offer })
      .uponReceiving('an invalid offer action')
      .withRequest('PUT', `/v2/offers/${dealId}`, (request) => {
        request.headers({
          ...headers(seller.accessToken),
          'Content-Type': 'application/json',
          'Idempotency-Key': regex('^[0-9a-fA-F-]{36}$', '4d1f0c2e-8b3a-4c5d-9e7f-0a1b2c3d4e5f'),
        })
        request.jsonBody({ action: 'haggle' })
      })
      .willRespondWith(400, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody([{ detail: 'Invalid action', code: string('invalid_action') }])
      })
      .executeTest(async (mockServer) => {
        const my = createMyAuctionsClient(options(mockServer.url, seller.accessToken))

        const error = await my
          .PUT('/v2/offers/{id}', {
            params: { path: { id: dealId }, header: { 'Idempotency-Key': '4d1f0c2e-8b3a-4c5d-9e7f-0a1b2c3d4e5f' } },
            // An untyped caller's action, as the spec's 'Invalid action' rule imagines.
            body: { action: 'haggle' as 'accept' },
          })
          .catch((e: unknown) => e)

        expect(error).toMatchObject({ status: 400, message: 'Invalid action' })
      })
  })

  it('lists the buyer’s urgent titles with every list’s count (docs/adr/0027)', async () => {
    await pact
      .addInteraction()
      .given(signedInState, buyer)
      .uponReceiving('a request for my urgent titles')
      .withRequest('GET', '/titles', (request) => {
        request.headers(headers(buyer.accessToken)).query({ list: 'urgent' })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          list: string('urgent'),
          titles: eachLike({
            id: integer(101_005),
            auction_id: integer(810_104),
            dealer_id: integer(101),
            side: regex('^(buying|selling)$', 'buying'),
            vin: regex('^[A-HJ-NPR-Z0-9]{17}$', '1FTFW1E50PFA12345'),
            year: integer(2020),
            make: string('Ram'),
            model: string('1500'),
            sale_price: integer(24_000),
            status: regex('^(awaiting_title|awaiting_payment|sent|problem)$', 'awaiting_title'),
            // problem, counterparty and the received, paid, sent and delivered times are null or set by the title's state
            sold_at: integer(1_793_000_000),
            title_due_at: integer(1_793_864_000),
          }),
          counts: like({
            urgent: integer(3),
            due_soon: integer(2),
            recently_sold: integer(3),
            closed: integer(3),
            open: integer(8),
            pre_sale: integer(2),
          }),
        })
      })
      .executeTest(async (mockServer) => {
        const my = createMyAuctionsClient(options(mockServer.url, buyer.accessToken))

        const { data } = await my.GET('/titles', { params: { query: { list: 'urgent' } } })

        expect(data?.titles[0]?.status).toBe('awaiting_title')
        expect(data?.counts.urgent).toBe(3)
      })
  })
})
