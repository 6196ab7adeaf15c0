import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { SdkError } from '../src/errors/SdkError.js'
import { createSavedAuctionsClient } from '../src/savedauctions/createSavedAuctionsClient.js'
import { clientRequestHeaders, jsonResponseHeaders, pactWith, sdkOptions } from './pactSetup'

const { eachLike, integer, like, regex, string } = MatchersV3
const pact = pactWith('gavel-savedauctions')

const seller = { email: 'seller@gavel.test', accessToken: 'pact-seller-token' }
const headers = { ...clientRequestHeaders, Authorization: `Bearer ${seller.accessToken}` }
const options = (url: string) => ({ ...sdkOptions(url), getAccessToken: async () => seller.accessToken })
const STATUS = regex('^(requested|scheduled|inspected|cancelled)$', 'requested')
const DATE = regex('^\\d{4}-\\d{2}-\\d{2}$', '2099-01-04')

/** The fields of an inspection request the requested list reads (docs/adr/0045). */
const requestRow = {
  id: integer(8101),
  dealer_id: integer(102),
  vin: string('1FTFW1E51PFA12345'),
  odometer: integer(41_000),
  address: like({ id: 102_001, label: 'Lakeshore Ford (main lot), 12 Main St, Chicago IL 60601' }),
  window_start: DATE,
  window_end: DATE,
  contact_name: string('Sam Seller'),
  contact_phone: string('(512) 555-0142'),
  notes: string(''),
  status: STATUS,
  requested_at: integer(1_790_000_000),
}

/** A valid request of seller@'s dealership (Lakeshore Ford, 102), in a window far ahead of any provider clock. */
const input = {
  dealer_id: 102,
  vin: '1FTFW1E51PFA12345',
  odometer: 41_000,
  address_id: 102_001,
  window_start: '2099-01-04',
  window_end: '2099-01-06',
  contact_name: 'Sam Seller',
  contact_phone: '512-555-0142',
  notes: 'Keys at the front desk.',
}

describe('gavel-web → gavel-savedauctions (inspections, docs/adr/0045)', () => {
  it("lists the dealership's requested inspections", async () => {
    await pact
      .addInteraction()
      .given('user {email} is signed in', seller)
      .uponReceiving("a request for the dealership's inspection requests")
      .withRequest('GET', '/inspections/v1/requests', (request) => {
        request.headers(headers)
        request.query({ dealer_id: '102' })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({ results: eachLike(requestRow), total: integer(4) })
      })
      .executeTest(async (mockServer) => {
        const client = createSavedAuctionsClient(options(mockServer.url))
        const { data } = await client.GET('/inspections/v1/requests', { params: { query: { dealer_id: 102 } } })
        expect(data?.results[0]?.status).toBe('requested')
      })
  })

  it("reads the request form's addresses and vehicles", async () => {
    await pact
      .addInteraction()
      .given('user {email} is signed in', seller)
      .uponReceiving('a request for the inspection form options of a dealership')
      .withRequest('GET', '/inspections/v1/options', (request) => {
        request.headers(headers)
        request.query({ dealer_id: '102' })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          addresses: eachLike({ id: integer(102_001), label: string('Lakeshore Ford (main lot)') }),
          vehicles: eachLike({
            vin: string('1FTFW1E51PFA12345'),
            year: integer(2021),
            make: string('Ford'),
            model: string('F-150'),
            saved_auction_id: integer(5001),
          }),
          earliest_date: DATE,
        })
      })
      .executeTest(async (mockServer) => {
        const client = createSavedAuctionsClient(options(mockServer.url))
        const { data } = await client.GET('/inspections/v1/options', { params: { query: { dealer_id: 102 } } })
        expect(data?.addresses[0]?.id).toBe(102_001)
      })
  })

  it('requests an inspection with its Idempotency-Key', async () => {
    await pact
      .addInteraction()
      .given('user {email} is signed in', seller)
      .uponReceiving('an inspection request')
      .withRequest('POST', '/inspections/v1/requests', (request) => {
        request.headers({ ...headers, 'Idempotency-Key': regex('^.{1,128}$', 'pact-intent-1') })
        request.jsonBody(input)
      })
      .willRespondWith(201, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          ...requestRow,
          vin: input.vin,
          status: 'requested',
          window_start: input.window_start,
          window_end: input.window_end,
        })
      })
      .executeTest(async (mockServer) => {
        const client = createSavedAuctionsClient(options(mockServer.url))
        const { data } = await client.POST('/inspections/v1/requests', {
          params: { header: { 'Idempotency-Key': 'pact-intent-1' } },
          body: input,
        })
        expect(data?.status).toBe('requested')
      })
  })

  it('refuses a VIN with I, O or Q, naming the field', async () => {
    await pact
      .addInteraction()
      .given('user {email} is signed in', seller)
      .uponReceiving('an inspection request with an invalid VIN')
      .withRequest('POST', '/inspections/v1/requests', (request) => {
        request.headers({ ...headers, 'Idempotency-Key': regex('^.{1,128}$', 'pact-intent-2') })
        request.jsonBody({ ...input, vin: '1FTFW1E5OPFA1234Q' })
      })
      .willRespondWith(400, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody(
          eachLike({ detail: string('vin must be 17 letters and digits without I, O or Q.'), code: 'invalid_vin' }),
        )
      })
      .executeTest(async (mockServer) => {
        const client = createSavedAuctionsClient(options(mockServer.url))
        const error = await client
          .POST('/inspections/v1/requests', {
            params: { header: { 'Idempotency-Key': 'pact-intent-2' } },
            body: { ...input, vin: '1FTFW1E5OPFA1234Q' },
          })
          .catch((e: unknown) => e)
        expect(error).toBeInstanceOf(SdkError)
        expect(error).toMatchObject({ status: 400 })
      })
  })

  it('cancels a requested inspection', async () => {
    await pact
      .addInteraction()
      .given('user {email} is signed in', seller)
      .given('user {email} has a requested inspection {requestId}', { email: seller.email, requestId: 990_101 })
      .uponReceiving('a cancel of a requested inspection')
      .withRequest('POST', '/inspections/v1/requests/990101/cancel', (request) => {
        request.headers(headers)
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({ ...requestRow, id: 990_101, status: 'cancelled' })
      })
      .executeTest(async (mockServer) => {
        const client = createSavedAuctionsClient(options(mockServer.url))
        const { data } = await client.POST('/inspections/v1/requests/{requestId}/cancel', {
          params: { path: { requestId: 990_101 } },
        })
        expect(data?.status).toBe('cancelled')
      })
  })
})
