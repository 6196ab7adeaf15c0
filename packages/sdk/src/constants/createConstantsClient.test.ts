import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SdkError } from '../errors/SdkError.js'
import { fastRetry } from '../test-support/wire.js'
import { createConstantsClient } from './createConstantsClient.js'

const URL = 'http://constants.test/gw/constants'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const client = () =>
  createConstantsClient({
    baseUrl: URL,
    clientVersion: '1.0.0',
    getAccessToken: async () => 'token-1',
    retry: fastRetry,
  })

describe('createConstantsClient (marketplace.md 7 Constants)', () => {
  it('reads a constant by key with the bearer', async () => {
    server.use(
      http.get(`${URL}/constants/:key`, ({ params, request }) =>
        HttpResponse.json({
          key: params.key,
          value: request.headers.get('Authorization') === 'Bearer token-1' ? 200_000 : 0,
        }),
      ),
    )

    const { data } = await client().GET('/constants/{key}', { params: { path: { key: 'AUTO_RED_LIGHT_ODOMETER' } } })

    expect(data).toEqual({ key: 'AUTO_RED_LIGHT_ODOMETER', value: 200_000 })
  })

  it('retries 3 times, then rejects with the easy-pass detail', async () => {
    let attempts = 0
    server.use(
      http.get(`${URL}/constants/:key`, () => {
        attempts += 1
        return HttpResponse.json([{ detail: 'Constants are unavailable.', code: 'unavailable' }], { status: 500 })
      }),
    )

    const error = await client()
      .GET('/constants/{key}', { params: { path: { key: 'proxy_bid_types' } } })
      .catch((e: unknown) => e)

    expect(error).toBeInstanceOf(SdkError)
    expect(error).toMatchObject({ status: 500, message: 'Constants are unavailable.', operation: 'getConstant' })
    expect(attempts).toBe(4)
  })

  it('does not retry a 404', async () => {
    let attempts = 0
    server.use(
      http.get(`${URL}/constants/:key`, () => {
        attempts += 1
        return HttpResponse.json([{ detail: 'No constant x.', code: 'unknown_constant' }], { status: 404 })
      }),
    )

    await expect(
      client().GET('/constants/{key}', { params: { path: { key: 'x' as 'proxy_bid_types' } } }),
    ).rejects.toMatchObject({ status: 404, codes: ['unknown_constant'] })
    expect(attempts).toBe(1)
  })
})
