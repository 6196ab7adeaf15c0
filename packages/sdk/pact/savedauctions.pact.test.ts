import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { createSavedAuctionsClient } from '../src/savedauctions/createSavedAuctionsClient.js'
import { clientRequestHeaders, jsonResponseHeaders, pactWith, sdkOptions } from './pactSetup'

const { boolean, eachLike, integer, like, regex, string } = MatchersV3
const pact = pactWith('gavel-savedauctions')

const seller = { email: 'seller@gavel.test', accessToken: 'pact-seller-token' }
const savedState = 'user {email} has a saved auction {savedAuctionId} for VIN {vin} in status {status}'
const saved = { email: seller.email, savedAuctionId: 7001, vin: '1FTFW1E50PFA12345' }
const headers = { ...clientRequestHeaders, Authorization: `Bearer ${seller.accessToken}` }
const options = (url: string) => ({ ...sdkOptions(url), getAccessToken: async () => seller.accessToken })

/** marketplace §3 Launch payload for the state's saved auction (seller@ is user 2 of Lakeshore Ford, 102). */
const payload = {
  vin: saved.vin,
  dealer_id: 102,
  autosell: false,
  floor_price: 21_000,
  green_light: true,
  lane: 'live_auction',
  lane_id: null,
  duration_in_seconds: 3600,
  address_id: 102_001,
  title_option: 'title_present',
  start_price: 6000,
  auction_start_time: null,
  saved_auction_id: saved.savedAuctionId,
  source: 'web',
  requestor_user_id: 2,
} as const

/** The fields of a saved auction the list and the launch dialog read. */
const savedRow = {
  id: integer(saved.savedAuctionId),
  dealer_id: integer(102),
  dealership_name: string('Lakeshore Ford'),
  vin: string(saved.vin),
  year: integer(2021),
  make: string('Ford'),
  model: string('F-150'),
  status: string('complete'),
  launch_count: integer(0),
  green_light: boolean(true),
  read_only: boolean(false),
}

describe('gavel-web → gavel-savedauctions', () => {
  it('lists saved auctions of all dealerships', async () => {
    await pact
      .addInteraction()
      .given('user {email} is signed in', seller)
      .given(savedState, { ...saved, status: 'complete' })
      .uponReceiving('a first page of saved auctions of all dealerships')
      .withRequest('GET', '/bff/saved_auctions', (request) => {
        request.headers(headers)
        request.query({ from: '0', size: '10', all_dealers: 'true' })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({ results: eachLike(savedRow), total: integer(13), from: integer(0), size: integer(10) })
      })
      .executeTest(async (mockServer) => {
        const client = createSavedAuctionsClient(options(mockServer.url))

        const { data } = await client.GET('/bff/saved_auctions', {
          params: { query: { from: 0, size: 10, all_dealers: true } },
        })

        expect(data?.results[0]?.status).toBe('complete')
      })
  })

  it('reads the launch details of a saved auction', async () => {
    await pact
      .addInteraction()
      .given('user {email} is signed in', seller)
      .given(savedState, { ...saved, status: 'complete' })
      .uponReceiving('a request for launch details')
      .withRequest('GET', `/launch/v1/${saved.savedAuctionId}/details`, (request) => {
        request.headers(headers)
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          saved_auction: like({
            ...savedRow,
            no_reserve_preview: eachLike({ start_time: integer(1_790_003_600), end_time: integer(1_790_007_200) }),
          }),
          lanes: eachLike({ lane: string('live_auction'), lane_id: integer(1), display_name: string('Live Auctions') }),
          durations_in_seconds: eachLike(integer(3600)),
          title_options: eachLike(string('title_present')),
          can_launch: boolean(true),
        })
      })
      .executeTest(async (mockServer) => {
        const client = createSavedAuctionsClient(options(mockServer.url))

        const { data } = await client.GET('/launch/v1/{id}/details', { params: { path: { id: saved.savedAuctionId } } })

        expect(data?.can_launch).toBe(true)
      })
  })

  it('launches a saved auction', async () => {
    await pact
      .addInteraction()
      .given('user {email} is signed in', seller)
      .given(savedState, { ...saved, status: 'complete' })
      .uponReceiving('a launch of a complete saved auction in the live lane')
      .withRequest('POST', `/launch/v1/${saved.savedAuctionId}/launch_auction`, (request) => {
        request.headers({ ...headers, 'Content-Type': 'application/json' })
        request.jsonBody(payload)
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          saved_auction_id: integer(saved.savedAuctionId),
          auction_id: integer(880_311),
          status: 'submitted',
          auction_status: 'active',
          end_time: integer(1_790_003_600),
        })
      })
      .executeTest(async (mockServer) => {
        const client = createSavedAuctionsClient(options(mockServer.url))

        const { data } = await client.POST('/launch/v1/{id}/launch_auction', {
          params: { path: { id: saved.savedAuctionId } },
          body: payload,
        })

        expect(data?.status).toBe('submitted')
      })
  })

  it('refuses a bulk launch with the first error message of the first response', async () => {
    await pact
      .addInteraction()
      .given('user {email} is signed in', seller)
      .given(savedState, { ...saved, status: 'expired' })
      .uponReceiving('a bulk launch of an expired saved auction')
      .withRequest('POST', '/launch/v1/bulk_auction_launch', (request) => {
        request.headers({ ...headers, 'Content-Type': 'application/json' })
        request.jsonBody([payload])
      })
      .willRespondWith(400, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody(
          eachLike({
            saved_auction_id: integer(saved.savedAuctionId),
            success: boolean(false),
            errors: eachLike({ message: string('This saved auction has expired.'), code: string('expired') }),
            detail: regex('.+', 'This saved auction has expired.'),
          }),
        )
      })
      .executeTest(async (mockServer) => {
        const client = createSavedAuctionsClient(options(mockServer.url))

        const error = await client.POST('/launch/v1/bulk_auction_launch', { body: [payload] }).catch((e: unknown) => e)

        expect(error).toMatchObject({ status: 400, message: 'This saved auction has expired.' })
      })
  })
})
