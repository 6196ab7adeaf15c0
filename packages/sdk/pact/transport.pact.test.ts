import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { createTransportClient } from '../src/transportGateway/createTransportClient.js'
import { clientRequestHeaders, jsonResponseHeaders, pactWith, sdkOptions } from './pactSetup'

const { boolean, eachLike, integer, like, regex, string } = MatchersV3
const pact = pactWith('gavel-transport')

const buyer = { email: 'buyer@gavel.test', accessToken: 'pact-buyer-token' }
const job = { dealerId: 101, requestId: 990_001, status: 'requested', vin: '1FTFW1E50PFA12345' }
const jobState = 'dealership {dealerId} has a transport request {requestId} in status {status}'
const headers = { ...clientRequestHeaders, Authorization: `Bearer ${buyer.accessToken}` }
const options = (url: string) => ({ ...sdkOptions(url), getAccessToken: async () => buyer.accessToken })

/** The fields of a job the jobs list reads. */
const jobRow = {
  id: integer(job.requestId),
  vin: string(job.vin),
  year: integer(2021),
  make: string('Ford'),
  model: string('F-150'),
  status: string('requested'),
  createdDate: integer(1_790_000_000),
  pickupAddress: like({ zipCode: regex('^[0-9]{5}$', '60614') }),
  deliveryAddress: like({ zipCode: regex('^[0-9]{5}$', '43215') }),
}

const pagination = like({
  first: boolean(true),
  last: boolean(false),
  totalPages: integer(2),
  totalElements: integer(131),
  numberOfElements: integer(100),
  size: integer(100),
  number: integer(0),
})

describe('gavel-web → gavel-transport', () => {
  it('filters the jobs list, newest first', async () => {
    await pact
      .addInteraction()
      .given('user {email} is signed in', buyer)
      .given(jobState, job)
      .uponReceiving('a first page of requested transport jobs')
      .withRequest('POST', '/transport-request/filter', (request) => {
        request.headers({ ...headers, 'Content-Type': 'application/json' })
        request.query({ page: '0', size: '100', sort: 'createdDate,desc' })
        request.jsonBody({ statuses: ['requested'], search: '', includeServiceType: true })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({ data: { content: eachLike({ ...jobRow, serviceType: string('standard') }), pagination } })
      })
      .executeTest(async (mockServer) => {
        const transport = createTransportClient(options(mockServer.url))

        const { data } = await transport.POST('/transport-request/filter', {
          params: { query: { page: 0, size: 100, sort: 'createdDate,desc' } },
          body: { statuses: ['requested'], search: '', includeServiceType: true },
        })

        expect(data?.data.content[0]?.id).toBe(job.requestId)
        expect(data?.data.pagination.first).toBe(true)
      })
  })

  it('adds a gate pass to a job', async () => {
    const fileKey = 'gp-pact-1'
    await pact
      .addInteraction()
      .given('user {email} is signed in', buyer)
      .given(jobState, job)
      .given('a gate pass file {fileKey} was uploaded for dealership {dealerId}', { fileKey, dealerId: job.dealerId })
      .uponReceiving('a gate pass file key set on a job')
      .withRequest('PUT', `/transport-request/${job.requestId}`, (request) => {
        request.headers({ ...headers, 'Content-Type': 'application/json' })
        request.jsonBody({ gatePassFileKey: fileKey })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          ...jobRow,
          gatePassFileKey: string(fileKey),
          gatePassUrl: regex(
            `^https?://.+/transportation/gate-pass/${fileKey}$`,
            `http://sandbox/gw/transport/transportation/gate-pass/${fileKey}`,
          ),
        })
      })
      .executeTest(async (mockServer) => {
        const transport = createTransportClient(options(mockServer.url))

        const { data } = await transport.PUT('/transport-request/{id}', {
          params: { path: { id: job.requestId } },
          body: { gatePassFileKey: fileKey },
        })

        expect(data?.gatePassUrl).toContain(fileKey)
      })
  })

  it('quotes a route', async () => {
    await pact
      .addInteraction()
      .given('user {email} is signed in', buyer)
      .uponReceiving('a quote for one vehicle from Chicago to Columbus')
      .withRequest('GET', '/transportation/quote', (request) => {
        request.headers(headers)
        request.query({
          pickup_zip: '60614',
          delivery_zip: '43215',
          'pickup_address[zipCode]': '60614',
          'pickup_address[street]': '1 Lake St',
          dealer_id: '101',
          inop: 'false',
          service_type: 'standard',
        })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          quoteId: string('q-1'),
          price: integer(640),
          serviceType: string('standard'),
          estimatedDeliveryDays: integer(3),
        })
      })
      .executeTest(async (mockServer) => {
        const transport = createTransportClient(options(mockServer.url))

        const { data } = await transport.GET('/transportation/quote', {
          params: {
            query: {
              pickup_zip: '60614',
              delivery_zip: '43215',
              pickup_address: { zipCode: '60614', street: '1 Lake St' },
              dealer_id: 101,
              inop: false,
              service_type: 'standard',
            },
          },
        })

        expect(data?.price).toBeGreaterThan(0)
      })
  })

  it('creates a transport request for one vehicle', async () => {
    const orderedVin = '2HGFC2F59MH512345'
    const body = {
      pickup_zip: '60614',
      delivery_zip: '43215',
      pickup_address: { zipCode: '60614', street: '1 Lake St', phone: '312-555-0100' },
      delivery_address: { zipCode: '43215', street: '9 River Rd', note: 'Back lot' },
      dealer_id: 101,
      dealership: 'Riverside Auto Exchange',
      inop: false,
      service_type: 'standard' as const,
      vehicles: [{ vin: orderedVin }],
    }
    await pact
      .addInteraction()
      .given('user {email} is signed in', buyer)
      .uponReceiving('an order for one vehicle')
      .withRequest('POST', '/transportation/requests', (request) => {
        request.headers({ ...headers, 'Content-Type': 'application/json' })
        request.jsonBody(body)
      })
      .willRespondWith(201, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          request_id: integer(70_200),
          vin: string(orderedVin),
          status: string('requested'),
        })
      })
      .executeTest(async (mockServer) => {
        const transport = createTransportClient(options(mockServer.url))

        const { data } = await transport.POST('/transportation/requests', { body })

        expect(data && !Array.isArray(data) ? data.request_id : undefined).toBe(70_200)
      })
  })
  it('lists the running transport promotions', async () => {
    await pact
      .addInteraction()
      .given('user {email} is signed in', buyer)
      .uponReceiving('a request for the transport promotions')
      .withRequest('GET', '/transportation/promotions', (request) => {
        request.headers(headers)
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          data: like({
            content: eachLike({
              id: string('promo-enclosed'),
              title: string('Enclosed for less'),
              description: string('Enclosed transport costs $75 less per vehicle this week.'),
              discountPerVehicle: integer(75),
              minVehicles: integer(1),
              startsAt: integer(1_790_000_000),
              endsAt: integer(1_790_400_000),
            }),
          }),
        })
      })
      .executeTest(async (mockServer) => {
        const transport = createTransportClient(options(mockServer.url))

        const { data } = await transport.GET('/transportation/promotions')

        expect(data?.data.content[0]?.discountPerVehicle).toBe(75)
      })
  })
})
