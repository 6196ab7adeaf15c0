import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SdkError } from '../errors/SdkError.js'
import { fastRetry } from '../test-support/wire.js'
import { createSettingsClient } from './createSettingsClient.js'

const URL = 'http://settings.test/gw/settings'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const client = () =>
  createSettingsClient({
    baseUrl: URL,
    clientVersion: '1.0.0',
    getAccessToken: async () => 'token-1',
    retry: fastRetry,
  })

describe('createSettingsClient (marketplace.md 7 User settings)', () => {
  it('reads a key-value entry by its key query', async () => {
    server.use(
      http.get(`${URL}/query-engine/user/key_value`, ({ request }) => {
        const key = new globalThis.URL(request.url).searchParams.get('key')
        return HttpResponse.json({ key, value: 'marketplace2Chapter0' })
      }),
    )

    const { data } = await client().GET('/query-engine/user/key_value', {
      params: { query: { key: 'completed_tours' } },
    })

    expect(data).toEqual({ key: 'completed_tours', value: 'marketplace2Chapter0' })
  })

  it('retries saving settings 3 times, then rejects with the easy-pass detail and code', async () => {
    let attempts = 0
    server.use(
      http.put(`${URL}/bff/settings`, () => {
        attempts += 1
        return HttpResponse.json([{ detail: 'Settings are unavailable.', code: 'unavailable' }], { status: 503 })
      }),
    )

    const error = await client()
      .PUT('/bff/settings', { body: { settings: [] } })
      .catch((e: unknown) => e)

    expect(error).toBeInstanceOf(SdkError)
    expect(error).toMatchObject({ status: 503, message: 'Settings are unavailable.', codes: ['unavailable'] })
    expect(attempts).toBe(4)
  })

  it('does not retry a profile edit', async () => {
    let attempts = 0
    server.use(
      http.patch(`${URL}/bff/user`, () => {
        attempts += 1
        return HttpResponse.json([{ detail: 'down', code: 'x' }], { status: 500 })
      }),
    )

    await expect(client().PATCH('/bff/user', { body: { first_name: 'Dana' } })).rejects.toMatchObject({
      status: 500,
      operation: 'updateProfile',
    })
    expect(attempts).toBe(1)
  })
})
