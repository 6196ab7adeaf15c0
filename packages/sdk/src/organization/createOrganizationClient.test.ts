import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { fastRetry } from '../test-support/wire.js'
import { allAddresses, createOrganizationClient } from './createOrganizationClient.js'

const URL = 'http://organization.test/gw/organization'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const client = () => createOrganizationClient({ baseUrl: URL, clientVersion: '1.0.0', retry: fastRetry })
const address = (id: number) => ({
  id,
  organizationId: 106,
  name: `Lot ${id}`,
  street1: '1 Harbor Way',
  street2: null,
  city: 'Baltimore',
  state: 'MD',
  postalCode: '21202',
  country: 'US' as const,
  phone: null,
  isPrimary: id === 1,
  addressTypes: ['physical' as const],
})

describe('organization client (contracts/openapi/organization.yaml)', () => {
  it('reads every address page by page while meta.hasNextPage, 100 at a time', async () => {
    const queries: string[] = []
    server.use(
      http.get(`${URL}/address/:dealer/paginate`, ({ request }) => {
        const url = new globalThis.URL(request.url)
        queries.push(url.search)
        const page = Number(url.searchParams.get('page'))
        const ids = page === 0 ? [1, 2] : [3]
        return HttpResponse.json({
          meta: { hasNextPage: page === 0, page, pageSize: 100, total: 3 },
          data: { addresses: ids.map(address) },
        })
      }),
    )

    const all = await allAddresses(client(), 106)

    expect(all.map((a) => a.id)).toEqual([1, 2, 3])
    expect(queries).toEqual(['?page=0&pageSize=100', '?page=1&pageSize=100'])
  })

  it('retries a read 3 times and rejects with the service message', async () => {
    let attempts = 0
    server.use(
      http.get(`${URL}/organization/:id`, () => {
        attempts += 1
        return HttpResponse.json({ message: 'Organization service unavailable', code: 'unavailable' }, { status: 503 })
      }),
    )

    await expect(client().GET('/organization/{id}', { params: { path: { id: 106 } } })).rejects.toMatchObject({
      status: 503,
      message: 'Organization service unavailable',
      operation: 'getOrganization',
    })
    expect(attempts).toBe(4)
  })
})
