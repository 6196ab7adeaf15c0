import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SdkError } from '../errors/SdkError.js'
import { fastRetry } from '../test-support/wire.js'
import { createMyAuctionsClient } from './createMyAuctionsClient.js'

const URL = 'http://myauctions.test/gw/myauctions'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const client = () => createMyAuctionsClient({ baseUrl: URL, clientVersion: '1.0.0', retry: fastRetry })
const act = () =>
  client().PUT('/bff/deals/{id}', {
    params: { path: { id: 880005 }, header: { 'Idempotency-Key': 'intent-7' } },
    body: { action: 'counter', amount: 15400 },
  })

describe('my-auctions client (contracts/openapi/myauctions.yaml)', () => {
  it('reads the active buying list with the bearer', async () => {
    let authorization: string | null = null
    server.use(
      http.get(`${URL}/bff/myacv/active/buying`, ({ request }) => {
        authorization = request.headers.get('Authorization')
        return HttpResponse.json({ results: [], total: 0 })
      }),
    )
    const my = createMyAuctionsClient({ baseUrl: URL, clientVersion: '1.0.0', getAccessToken: async () => 'tok' })

    const { data } = await my.GET('/bff/myacv/active/buying')

    expect(data).toEqual({ results: [], total: 0 })
    expect(authorization).toBe('Bearer tok')
  })

  it('retries an offer action 6 times with the same Idempotency-Key, then rejects with the last error', async () => {
    const keys: Array<string | null> = []
    server.use(
      http.put(`${URL}/bff/deals/:id`, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'))
        return HttpResponse.json([{ detail: 'down', code: 'unavailable' }], { status: 503 })
      }),
    )

    const error = await act().catch((e: unknown) => e)

    expect(error).toBeInstanceOf(SdkError)
    expect(error).toMatchObject({ status: 503, operation: 'actOnDeal' })
    expect(keys).toEqual(Array(7).fill('intent-7'))
  })

  it("turns the gateway's [{detail, code}] into the error's message and codes, without retrying a 400", async () => {
    let attempts = 0
    server.use(
      http.put(`${URL}/bff/deals/:id`, () => {
        attempts += 1
        return HttpResponse.json([{ detail: 'Invalid action', code: 'invalid_action' }], { status: 400 })
      }),
    )

    await expect(act()).rejects.toMatchObject({ status: 400, message: 'Invalid action', codes: ['invalid_action'] })
    expect(attempts).toBe(1)
  })

  it('retries a list read 3 times', async () => {
    let attempts = 0
    server.use(
      http.get(`${URL}/selling/sold`, () => {
        attempts += 1
        return HttpResponse.json([{ detail: 'down', code: 'unavailable' }], { status: 500 })
      }),
    )

    await expect(client().GET('/selling/sold')).rejects.toMatchObject({ status: 500, operation: 'listSold' })
    expect(attempts).toBe(4)
  })
})
