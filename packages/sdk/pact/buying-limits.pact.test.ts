import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { createBuyingClient } from '../src/buying/createBuyingClient.js'
import { clientRequestHeaders, jsonResponseHeaders, PROVIDERS, pactWith, sdkOptions } from './pactSetup'

const { integer, nullValue, regex, string } = MatchersV3
const pact = pactWith(PROVIDERS.buying)

/** team@ (user 9) bids for Summit Motors under limits its admin set (ADR 0025). */
const team = { accessToken: 'pact-team-token', userId: 9 }
const tokenState = 'access token {accessToken} belongs to user {userId}'
const limitState = '{email} may bid at most {maxBid} a bid and {dailySpend} a day'
const bearer = { Authorization: `Bearer ${team.accessToken}` }
const client = (url: string) => createBuyingClient({ ...sdkOptions(url), getAccessToken: async () => team.accessToken })
const uuid = '5b1e2c3d-4f50-4a6b-8c7d-9e0f1a2b3c4d'

describe('gavel-web → gavel-buying: team buying limits (ADR 0025)', () => {
  it('reads the dealer’s own limits', async () => {
    await pact
      .addInteraction()
      .given(tokenState, team)
      .given(limitState, { email: 'team@gavel.test', maxBid: 10_000, dailySpend: 'none' })
      .uponReceiving('a request for the dealer’s team buying limits')
      .withRequest('GET', '/buying_limits', (request) => {
        request.headers({ ...clientRequestHeaders, ...bearer })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          dealer_id: integer(103),
          max_bid: integer(10_000),
          daily_spend: nullValue(),
          spent_today: integer(0),
        })
      })
      .executeTest(async (mockServer) => {
        const { data } = await client(mockServer.url).GET('/buying_limits')
        expect(data).toMatchObject({ max_bid: 10_000, daily_spend: null })
      })
  })

  it('answers a bid above the limit with an approval request instead of placing it', async () => {
    const auctionId = 1032
    const bid = { auctionId, amount: 5_100, userId: team.userId, proxy: false, persistent: false }
    await pact
      .addInteraction()
      .given(tokenState, team)
      .given('auction {auctionId} is live and accepts a bid of {amount}', { auctionId, amount: 5_100 })
      .given(limitState, { email: 'team@gavel.test', maxBid: 5_000, dailySpend: 'none' })
      .uponReceiving('a bid above the bidder’s single-bid limit')
      .withRequest('POST', `/auction/${auctionId}/bid`, (request) => {
        request.headers({
          ...clientRequestHeaders,
          ...bearer,
          'Content-Type': 'application/json',
          'Idempotency-Key': regex('^[0-9a-fA-F-]{36}$', uuid),
        })
        request.jsonBody(bid)
      })
      .willRespondWith(202, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          status: 'approval_requested',
          message: string('Your bid of $5,100 is above your $5,000 single-bid limit, so it was sent to your admin.'),
          approval_request: {
            id: integer(700_001),
            auction_id: integer(auctionId),
            amount: integer(5_100),
            limit_kind: 'single_bid',
            limit: integer(5_000),
            status: 'pending',
          },
        })
      })
      .executeTest(async (mockServer) => {
        const { data, response } = await client(mockServer.url).POST('/auction/{id}/bid', {
          params: { path: { id: auctionId }, header: { 'Idempotency-Key': uuid } },
          body: bid,
        })
        expect(response.status).toBe(202)
        expect(data).toMatchObject({ status: 'approval_requested', approval_request: { limit: 5_000 } })
      })
  })
})
