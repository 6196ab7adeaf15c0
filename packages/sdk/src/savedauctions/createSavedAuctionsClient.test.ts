import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SdkError } from '../errors/SdkError.js'
import { fastRetry } from '../test-support/wire.js'
import { createSavedAuctionsClient } from './createSavedAuctionsClient.js'

const URL = 'http://savedauctions.test/gw/savedauctions'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const client = () => createSavedAuctionsClient({ baseUrl: URL, clientVersion: '1.0.0', retry: fastRetry })
const payload = {
  vin: '1FTFW1E50PFA12345',
  dealer_id: 102,
  autosell: false,
  floor_price: 15000,
  green_light: true,
  lane: 'live_auction',
  lane_id: null,
  duration_in_seconds: 3600,
  address_id: 5,
  title_option: 'title_present',
  start_price: 5000,
  auction_start_time: null,
  saved_auction_id: 7,
  source: 'web',
  requestor_user_id: 2,
} as const

describe('saved-auctions client (contracts/openapi/savedauctions.yaml)', () => {
  it('sends the paging query and reads the page', async () => {
    let query = ''
    server.use(
      http.get(`${URL}/bff/saved_auctions`, ({ request }) => {
        query = new globalThis.URL(request.url).search
        return HttpResponse.json({ results: [], total: 0, from: 0, size: 10 })
      }),
    )

    const { data } = await client().GET('/bff/saved_auctions', {
      params: { query: { from: 0, size: 10, dealer_ids: [102, 103], query: 'ford' } },
    })

    expect(data?.total).toBe(0)
    expect(query).toBe('?from=0&size=10&dealer_ids=102&dealer_ids=103&query=ford')
  })

  it('never retries a launch, and a bulk 400 reads as the first error message of the first response', async () => {
    let attempts = 0
    server.use(
      http.post(`${URL}/launch/v1/bulk_auction_launch`, () => {
        attempts += 1
        return HttpResponse.json(
          [
            {
              saved_auction_id: 7,
              vin: payload.vin,
              success: false,
              auction_id: null,
              errors: [{ message: 'This saved auction has expired.', code: 'expired' }],
              detail: 'This saved auction has expired.',
              code: 'expired',
            },
          ],
          { status: 400 },
        )
      }),
    )

    const error = await client()
      .POST('/launch/v1/bulk_auction_launch', { body: [payload] })
      .catch((e: unknown) => e)

    expect(error).toBeInstanceOf(SdkError)
    expect(error).toMatchObject({
      status: 400,
      operation: 'launchSavedAuctions',
      message: 'This saved auction has expired.',
    })
    expect(attempts).toBe(1)
  })

  it("turns a 500's [{detail}] into the error message", async () => {
    server.use(
      http.post(`${URL}/launch/v1/:id/launch_auction`, () =>
        HttpResponse.json([{ detail: 'Launch service unavailable', code: 'unavailable' }], { status: 500 }),
      ),
    )

    await expect(
      client().POST('/launch/v1/{id}/launch_auction', { params: { path: { id: 7 } }, body: payload }),
    ).rejects.toMatchObject({ status: 500, message: 'Launch service unavailable' })
  })

  it('retries reading launch details 3 times', async () => {
    let attempts = 0
    server.use(
      http.get(`${URL}/launch/v1/:id/details`, () => {
        attempts += 1
        return HttpResponse.json([{ detail: 'down', code: 'x' }], { status: 503 })
      }),
    )

    await expect(client().GET('/launch/v1/{id}/details', { params: { path: { id: 7 } } })).rejects.toMatchObject({
      status: 503,
    })
    expect(attempts).toBe(4)
  })
})
