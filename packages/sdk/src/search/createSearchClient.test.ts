import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { components } from '../generated/search.js'
import { fastRetry } from '../test-support/wire.js'
import { createSearchClient } from './createSearchClient.js'

const SEARCH_URL = 'http://search.test/gw/search'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const search = () =>
  createSearchClient({
    baseUrl: SEARCH_URL,
    clientVersion: '1.0.0',
    getAccessToken: async () => 't-1',
    retry: fastRetry,
  })

const saved: components['schemas']['SavedSearch'] = {
  id: 'ss-1',
  created: 1_790_000_000,
  updated: 1_790_000_000,
  userId: 42,
  name: 'Trucks',
  auctionLaunchPushNotification: true,
  syncWithLegacyFilters: false,
  enabled: true,
  filters: [{ filterType: 'make', value: 'Ford' }],
}

describe('search client (contracts/openapi/search.yaml)', () => {
  it('saves a search with the bearer and reads back the typed entity', async () => {
    const seen: Array<{ auth: string | null; body: unknown }> = []
    server.use(
      http.post(`${SEARCH_URL}/saved_search`, async ({ request }) => {
        seen.push({ auth: request.headers.get('authorization'), body: await request.json() })
        return HttpResponse.json(saved, { status: 201 })
      }),
    )

    const { data } = await search().POST('/saved_search', {
      body: { name: 'Trucks', filters: [{ filterType: 'make', value: 'Ford' }], auctionLaunchPushNotification: true },
    })

    expect(data?.auctionLaunchPushNotification).toBe(true)
    expect(seen).toEqual([
      {
        auth: 'Bearer t-1',
        body: { name: 'Trucks', filters: [{ filterType: 'make', value: 'Ford' }], auctionLaunchPushNotification: true },
      },
    ])
  })

  it('never retries creating a saved search', async () => {
    let attempts = 0
    server.use(
      http.post(`${SEARCH_URL}/saved_search`, () => {
        attempts += 1
        return HttpResponse.json({ message: 'down' }, { status: 503 })
      }),
    )

    await expect(search().POST('/saved_search', { body: { name: 'x', filters: [] } })).rejects.toMatchObject({
      status: 503,
    })
    expect(attempts).toBe(1)
  })

  it('retries a search call 6 times (marketplace.md 9)', async () => {
    let attempts = 0
    server.use(
      http.get(`${SEARCH_URL}/filters/trim_options`, () => {
        attempts += 1
        return HttpResponse.json({ message: 'down' }, { status: 500 })
      }),
    )

    const error = await search()
      .GET('/filters/trim_options', { params: { query: { make: 'Ford', model: 'F-150' } } })
      .catch((e: unknown) => e)

    expect(error).toMatchObject({ kind: 'http', status: 500, operation: 'listTrimOptions' })
    expect(attempts).toBe(7)
  })

  it('retries reading the saved searches 3 times, then gives the message of a {message} body', async () => {
    let attempts = 0
    server.use(
      http.get(`${SEARCH_URL}/saved_searches`, () => {
        attempts += 1
        return HttpResponse.json({ message: 'Search is resting.' }, { status: 502 })
      }),
    )

    await expect(search().GET('/saved_searches')).rejects.toMatchObject({
      status: 502,
      message: 'Search is resting.',
      operation: 'listSavedSearches',
    })
    expect(attempts).toBe(4)
  })

  it('rejects a 404 with the server message and does not retry it', async () => {
    let attempts = 0
    server.use(
      http.get(`${SEARCH_URL}/saved_search/:id`, () => {
        attempts += 1
        return HttpResponse.json({ message: 'Saved search ss-9 was not found.' }, { status: 404 })
      }),
    )

    await expect(search().GET('/saved_search/{id}', { params: { path: { id: 'ss-9' } } })).rejects.toMatchObject({
      kind: 'http',
      status: 404,
      message: 'Saved search ss-9 was not found.',
    })
    expect(attempts).toBe(1)
  })
})
