import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SdkError } from '../errors/SdkError.js'
import { fastRetry } from '../test-support/wire.js'
import { createTermsClient } from './createTermsClient.js'

const URL = 'http://terms.test/gw/terms'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const client = () =>
  createTermsClient({ baseUrl: URL, clientVersion: '1.0.0', getAccessToken: async () => 'token-1', retry: fastRetry })

describe('createTermsClient (marketplace.md 7 Terms of service)', () => {
  it('reads whether acceptance is required, with the bearer', async () => {
    const auth: Array<string | null> = []
    server.use(
      http.get(`${URL}/api/eulaacceptance/acceptancerequired`, ({ request }) => {
        auth.push(request.headers.get('Authorization'))
        return HttpResponse.json({ eulaAcceptanceRequired: true, eula: { id: 3, url: `${URL}/eula/3/content` } })
      }),
    )

    const { data } = await client().GET('/api/eulaacceptance/acceptancerequired')

    expect(data).toEqual({ eulaAcceptanceRequired: true, eula: { id: 3, url: `${URL}/eula/3/content` } })
    expect(auth).toEqual(['Bearer token-1'])
  })

  it('fetches the public content without a bearer', async () => {
    const auth: Array<string | null> = []
    server.use(
      http.get(`${URL}/eula/:id/content`, ({ request }) => {
        auth.push(request.headers.get('Authorization'))
        return HttpResponse.json({ id: 3, title: 'Terms', content: '<h1>Terms</h1>' })
      }),
    )

    const { data } = await client().GET('/eula/{id}/content', { params: { path: { id: 3 } } })

    expect(data?.content).toBe('<h1>Terms</h1>')
    expect(auth).toEqual([null])
  })

  it('retries an acceptance 3 times, then rejects with the gateway message', async () => {
    let attempts = 0
    server.use(
      http.post(`${URL}/api/eulaacceptance/allusersorganizations`, () => {
        attempts += 1
        return HttpResponse.json({ message: 'Failed to save acceptance of terms of service' }, { status: 502 })
      }),
    )

    const error = await client()
      .POST('/api/eulaacceptance/allusersorganizations', {
        body: { eulaId: 3, acceptedDate: '2026-11-21T15:00:00.000Z' },
      })
      .catch((e: unknown) => e)

    expect(error).toBeInstanceOf(SdkError)
    expect(error).toMatchObject({
      status: 502,
      operation: 'acceptTerms',
      message: 'Failed to save acceptance of terms of service',
    })
    expect(attempts).toBe(4)
  })
})
