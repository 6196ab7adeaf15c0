import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SdkError } from '../errors/SdkError.js'
import { fastRetry } from '../test-support/wire.js'
import { createLoyaltyClient } from './createLoyaltyClient.js'

const URL = 'http://loyalty.test/gw/loyalty'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const client = () =>
  createLoyaltyClient({ baseUrl: URL, clientVersion: '1.0.0', getAccessToken: async () => 'token-1', retry: fastRetry })

describe('createLoyaltyClient (marketplace.md 7 Loyalty)', () => {
  it('reads one dealer’s eligibility by path', async () => {
    server.use(
      http.get(`${URL}/api/loyalty/eligibility/:dealerId`, ({ params, request }) =>
        HttpResponse.json({ eligible: params.dealerId === '111' && request.headers.has('Authorization') }),
      ),
    )

    const { data } = await client().GET('/api/loyalty/eligibility/{dealerId}', { params: { path: { dealerId: 111 } } })

    expect(data).toEqual({ eligible: true })
  })

  it('sends dealer_ids on opt-in and reads the new status', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post(`${URL}/api/loyalty/v2/opt-in`, async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json([{ dealerId: 111, enroll: true, rewardPoints: 0, tier: 'bronze' }])
      }),
    )

    const { data } = await client().POST('/api/loyalty/v2/opt-in', { body: { dealer_ids: [111] } })

    expect(data?.[0]).toMatchObject({ enroll: true, tier: 'bronze' })
    expect(bodies).toEqual([{ dealer_ids: [111] }])
  })

  it('retries the status 3 times, then rejects with the gateway message', async () => {
    let attempts = 0
    server.use(
      http.get(`${URL}/api/loyalty/v2/opt-in/status`, () => {
        attempts += 1
        return HttpResponse.json({ message: 'Loyalty service unavailable.' }, { status: 503 })
      }),
    )

    const error = await client()
      .GET('/api/loyalty/v2/opt-in/status')
      .catch((e: unknown) => e)

    expect(error).toBeInstanceOf(SdkError)
    expect(error).toMatchObject({
      status: 503,
      message: 'Loyalty service unavailable.',
      operation: 'listLoyaltyOptInStatus',
    })
    expect(attempts).toBe(4)
  })
})
