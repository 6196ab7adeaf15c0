import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { fastRetry } from '../test-support/wire.js'
import { createTransportClient, gatePassForm } from './createTransportClient.js'

const URL = 'http://transport.test/gw/transport'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const client = () => createTransportClient({ baseUrl: URL, clientVersion: '1.0.0', retry: fastRetry })
const page = {
  data: {
    content: [],
    pagination: { first: true, last: true, totalPages: 0, totalElements: 0, numberOfElements: 0, size: 100, number: 0 },
  },
}

describe('transport client (contracts/openapi/transport.yaml)', () => {
  it('uploads a gate pass as multipart form data and reads data.fileKey', async () => {
    let name: string | null = null
    server.use(
      http.post(`${URL}/transportation/gate-pass`, async ({ request }) => {
        const form = await request.formData()
        name = (form.get('file') as File).name
        return HttpResponse.json({ data: { fileKey: 'gp-1' } }, { status: 201 })
      }),
    )

    const file = new File(['%PDF-1.4'], 'pass.pdf', { type: 'application/pdf' })
    const { data } = await client().POST('/transportation/gate-pass', {
      body: { file: file as unknown as string },
      bodySerializer: gatePassForm,
    })

    expect(data?.data.fileKey).toBe('gp-1')
    expect(name).toBe('pass.pdf')
  })

  it('sends the quote request as query parameters, addresses as deepObject', async () => {
    let search = ''
    server.use(
      http.get(`${URL}/transportation/quote`, ({ request }) => {
        search = decodeURIComponent(new globalThis.URL(request.url).search)
        return HttpResponse.json({
          quoteId: 'q',
          price: 1,
          pricePerVehicle: 1,
          serviceType: 'standard',
          distanceMiles: 1,
          estimatedPickupDays: 1,
          estimatedDeliveryDays: 2,
          expiresAt: 1,
        })
      }),
    )

    await client().GET('/transportation/quote', {
      params: {
        query: {
          pickup_zip: '60614',
          delivery_zip: '43215',
          dealer_id: 101,
          pickup_address: { zipCode: '60614', street: '1 Main' },
        },
      },
    })

    expect(search).toContain('pickup_address[zipCode]=60614')
    expect(search).toContain('pickup_address[street]=1 Main')
  })

  it('retries the filter search 6 times and normalises the {message} error', async () => {
    let attempts = 0
    server.use(
      http.post(`${URL}/transport-request/filter`, () => {
        attempts += 1
        return HttpResponse.json({ message: 'Transport is down', code: 'unavailable' }, { status: 503 })
      }),
    )

    await expect(
      client().POST('/transport-request/filter', { body: { statuses: ['requested'] } }),
    ).rejects.toMatchObject({
      status: 503,
      message: 'Transport is down',
      operation: 'filterTransportRequests',
    })
    expect(attempts).toBe(7)
  })

  it('never retries creating a request', async () => {
    let attempts = 0
    server.use(
      http.post(`${URL}/transportation/requests`, () => {
        attempts += 1
        return attempts === 1
          ? HttpResponse.json({ message: 'x', code: 'x' }, { status: 500 })
          : HttpResponse.json(page)
      }),
    )
    const address = { zipCode: '60614' }
    const body = {
      pickup_zip: '60614',
      delivery_zip: '43215',
      pickup_address: address,
      delivery_address: address,
      dealer_id: 101,
      dealership: 'Riverside',
      inop: false,
      service_type: 'standard' as const,
      vehicles: [{ vin: '1FTFW1E50PFA12345' }],
    }

    await expect(client().POST('/transportation/requests', { body })).rejects.toMatchObject({ status: 500 })
    expect(attempts).toBe(1)
  })
})
