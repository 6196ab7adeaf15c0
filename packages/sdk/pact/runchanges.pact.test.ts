import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { createSavedAuctionsClient } from '../src/savedauctions/createSavedAuctionsClient.js'
import { clientRequestHeaders, jsonResponseHeaders, pactWith, sdkOptions } from './pactSetup'

const { atLeastLike, eachLike, integer, like, string } = MatchersV3
const problem = { section: string('Tires & Wheels'), question: string('Wheel damage'), answer: string('Curb rash') }
const pact = pactWith('gavel-savedauctions')

const seller = { email: 'seller@gavel.test', accessToken: 'pact-seller-token' }
const headers = { ...clientRequestHeaders, Authorization: `Bearer ${seller.accessToken}` }
const options = (url: string) => ({ ...sdkOptions(url), getAccessToken: async () => seller.accessToken })

describe('gavel-web → gavel-savedauctions (run changes, docs/adr/0024)', () => {
  it('reads what changed since the previous run of a relaunched auction', async () => {
    await pact
      .addInteraction()
      .given('user {email} is signed in', seller)
      .given('auction {auctionId} is the relaunch of auction {previousAuctionId}', {
        auctionId: 990_002,
        previousAuctionId: 990_001,
      })
      .uponReceiving('a request for the run changes of a relaunched auction')
      .withRequest('GET', '/launch/v1/auctions/990002/changes', (request) => {
        request.headers(headers)
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          auction_id: integer(990_002),
          run_number: integer(2),
          previous_auction_id: 990_001,
          odometer: like({ previous: 41_000, current: 41_000 }),
          photos: like({ previous: 4, current: 5 }),
          problems_added: atLeastLike(problem, 0, 1),
          problems_fixed: atLeastLike(problem, 0, 1),
          runs: eachLike({
            auction_id: integer(990_001),
            run_number: integer(1),
            start_price: integer(100),
            status: string('ended_killed'),
          }),
        })
      })
      .executeTest(async (mockServer) => {
        const client = createSavedAuctionsClient(options(mockServer.url))
        const { data } = await client.GET('/launch/v1/auctions/{auctionId}/changes', {
          params: { path: { auctionId: 990_002 } },
        })
        expect(data?.previous_auction_id).toBe(990_001)
        expect(data?.runs[0]?.run_number).toBe(1)
      })
  })
})
