import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { components } from '../generated/buying.js'
import { BUYING_URL, fastRetry } from '../test-support/wire.js'
import { createBuyingClient } from './createBuyingClient.js'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const buying = () =>
  createBuyingClient({
    baseUrl: BUYING_URL,
    clientVersion: '1.0.0',
    getAccessToken: async () => 't-1',
    retry: fastRetry,
  })

const accepted: components['schemas']['Offer'] = {
  auction_id: 123,
  offer_state: 1,
  offer_value: 9000,
  rejection_reason: null,
  no_longer_available: false,
  min_amonut: 7600,
  dealer_id: 7,
}

describe('buying client: offers, persistent proxies, claims (contracts/openapi/buying.yaml)', () => {
  it('retries an offer 6 times with one Idempotency-Key and reads the typed offer', async () => {
    const keys: Array<string | null> = []
    server.use(
      http.post(`${BUYING_URL}/auction/:id/offers`, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'))
        return keys.length < 7
          ? HttpResponse.json([{ detail: 'busy', code: 'busy' }], { status: 503 })
          : HttpResponse.json(accepted)
      }),
    )

    const { data } = await buying().POST('/auction/{id}/offers', {
      params: { path: { id: 123 }, header: { 'Idempotency-Key': 'offer-1' } },
      body: { amount: 9000 },
    })

    expect(data?.offer_state).toBe(1)
    expect(data?.min_amonut).toBe(7600)
    expect(keys).toEqual(Array(7).fill('offer-1'))
  })

  it('normalises an easy-pass error of an offer into an SdkError with its details', async () => {
    server.use(
      http.post(`${BUYING_URL}/bff/auction/:id/offers`, () =>
        HttpResponse.json([{ detail: 'This auction is not open to offers.', code: 'not_open_to_offers' }], {
          status: 409,
        }),
      ),
    )

    const error = await buying()
      .POST('/bff/auction/{id}/offers', {
        params: { path: { id: 123 }, header: { 'Idempotency-Key': 'offer-2' } },
        body: { amount: 9000, dealer_id: 7 },
      })
      .catch((e: unknown) => e)

    expect(error).toMatchObject({
      kind: 'http',
      status: 409,
      message: 'This auction is not open to offers.',
      codes: ['not_open_to_offers'],
      operation: 'makeOfferBff',
    })
  })

  it('never retries setting a persistent proxy bid', async () => {
    let attempts = 0
    server.use(
      http.put(`${BUYING_URL}/auction/:id/persistent_proxy_bid`, () => {
        attempts += 1
        return HttpResponse.json([{ detail: 'down', code: 'down' }], { status: 500 })
      }),
    )

    await expect(
      buying().PUT('/auction/{id}/persistent_proxy_bid', {
        params: { path: { id: 123 } },
        body: { amount: 9000, user_id: 42 },
      }),
    ).rejects.toMatchObject({ status: 500, operation: 'setPersistentProxyBid' })
    expect(attempts).toBe(1)
  })

  it('retries the run list 3 times (a syncing read) and sends the query', async () => {
    const urls: string[] = []
    server.use(
      http.get(`${BUYING_URL}/auctions/run_list`, ({ request }) => {
        urls.push(new URL(request.url).search)
        return HttpResponse.json([{ detail: 'down', code: 'down' }], { status: 502 })
      }),
    )

    await expect(
      buying().GET('/auctions/run_list', { params: { query: { since_auction_id: 5, query: 'ford' } } }),
    ).rejects.toMatchObject({ status: 502, operation: 'getRunList' })
    expect(urls).toEqual(Array(4).fill('?since_auction_id=5&query=ford'))
  })
})
