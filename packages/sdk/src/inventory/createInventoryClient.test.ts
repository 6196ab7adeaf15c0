import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { fastRetry } from '../test-support/wire.js'
import { createInventoryClient, multipartForm } from './createInventoryClient.js'

const URL = 'http://inventory.test/gw/inventory'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const client = () => createInventoryClient({ baseUrl: URL, clientVersion: '1.0.0', retry: fastRetry })

describe('inventory client (contracts/openapi/inventory.yaml)', () => {
  it('reads a page of inventory with the query', async () => {
    let search = ''
    server.use(
      http.get(`${URL}/bff/inventory/v3`, ({ request }) => {
        search = new globalThis.URL(request.url).search
        return HttpResponse.json({ results: [], total: 0, from: 0, size: 12 })
      }),
    )

    const { data } = await client().GET('/bff/inventory/v3', { params: { query: { dealer_id: 102, size: 12 } } })

    expect(data?.total).toBe(0)
    expect(search).toBe('?dealer_id=102&size=12')
  })

  it('uploads a vehicles CSV as multipart with the dealer as a field', async () => {
    let fields: string[] = []
    server.use(
      http.post(`${URL}/bff/inventory/vehicles/upload`, async ({ request }) => {
        const form = await request.formData()
        fields = [String(form.get('dealer_id')), (form.get('file') as File).name]
        return HttpResponse.json({ upload_id: 'up-1', rows: 1, accepted: 1, rejected: 0, errors: [] }, { status: 201 })
      }),
    )
    const file = new File(['vin,year,make,model,odometer,price\n'], 'cars.csv', { type: 'text/csv' })

    const { data } = await client().POST('/bff/inventory/vehicles/upload', {
      body: { dealer_id: '102', file: file as unknown as string },
      bodySerializer: (body) => multipartForm(body as unknown as Record<string, string | Blob>),
    })

    expect(data?.upload_id).toBe('up-1')
    expect(fields).toEqual(['102', 'cars.csv'])
  })

  it('retries a list 6 times and rejects the terms gate without retrying', async () => {
    let lists = 0
    let sends = 0
    server.use(
      http.get(`${URL}/bff/inventory/v1`, () => {
        lists += 1
        return HttpResponse.json({ message: 'down', code: 'unavailable' }, { status: 503 })
      }),
      http.post(`${URL}/bff/inventory/send_to_acv`, () => {
        sends += 1
        return HttpResponse.json(
          { message: 'Accept the inventory terms first.', code: 'terms_required' },
          { status: 403 },
        )
      }),
    )

    await expect(client().GET('/bff/inventory/v1', { params: { query: { dealer_id: 102 } } })).rejects.toMatchObject({
      status: 503,
    })
    await expect(
      client().POST('/bff/inventory/send_to_acv', { body: { dealer_id: 102, inventory_ids: [1] } }),
    ).rejects.toMatchObject({ status: 403, message: 'Accept the inventory terms first.' })
    expect([lists, sends]).toEqual([7, 1])
  })
})
