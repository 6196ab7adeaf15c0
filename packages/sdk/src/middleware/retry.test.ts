import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createBuyingClient } from '../buying/createBuyingClient.js'
import { SdkError } from '../errors/SdkError.js'
import { createIdentityClient } from '../identity/createIdentityClient.js'
import {
  BUYING_URL,
  bidBody,
  bidResult,
  fastRetry,
  IDENTITY_URL,
  listingQuery,
  loginResult,
} from '../test-support/wire.js'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const buying = (budgets?: Record<string, number>) =>
  createBuyingClient({ baseUrl: BUYING_URL, clientVersion: '1.0.0', retry: { ...fastRetry, budgets } })

/** Answers each attempt with the next reply, remembering the Idempotency-Key of every attempt. */
function bidEndpoint(...replies: Array<() => Response>) {
  const keys: Array<string | null> = []
  server.use(
    http.post(`${BUYING_URL}/auction/:id/bid`, ({ request }) => {
      keys.push(request.headers.get('Idempotency-Key'))
      const reply = replies[Math.min(keys.length - 1, replies.length - 1)]
      return reply ? reply() : HttpResponse.json(bidResult())
    }),
  )
  return keys
}

/** `key: null` sends no Idempotency-Key header, as an untyped caller could. */
const placeBid = (client = buying(), key: string | null = 'intent-1') =>
  client.POST('/auction/{id}/bid', {
    params: {
      path: { id: 123 },
      header: (key === null ? {} : { 'Idempotency-Key': key }) as { 'Idempotency-Key': string },
    },
    body: bidBody(),
  })

const fail = (status: number) => () => HttpResponse.json([{ detail: `status ${status}`, code: 'x' }], { status })

describe('retries (marketplace.md 9, ADR 0029 "bids and offers on retry")', () => {
  it('retries a bid after 500s and sends the same Idempotency-Key on every attempt', async () => {
    const keys = bidEndpoint(fail(500), fail(502), () => HttpResponse.json(bidResult(5300)))

    const { data } = await placeBid()

    expect(data).toMatchObject({ amount: 5300 })
    expect(keys).toEqual(['intent-1', 'intent-1', 'intent-1'])
  })

  it('makes one key per call when the caller gives none, and keeps it across retries', async () => {
    const keys = bidEndpoint(fail(503), () => HttpResponse.json(bidResult()))

    await placeBid(buying(), null)

    expect(keys).toHaveLength(2)
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[1]).toBe(keys[0])
  })

  it('gives up on a bid after 6 retries with the last error', async () => {
    const keys = bidEndpoint(fail(503))

    const error = await placeBid().catch((e: unknown) => e)

    expect(error).toBeInstanceOf(SdkError)
    expect(error).toMatchObject({ kind: 'http', status: 503, operation: 'placeBid' })
    expect(keys).toHaveLength(7)
  })

  it('never retries another 4xx', async () => {
    const keys = bidEndpoint(() =>
      HttpResponse.json([{ detail: 'Bid must be at least $5,300.', code: 'bid_too_low' }], { status: 409 }),
    )

    const error = await placeBid().catch((e: unknown) => e)

    expect(error).toMatchObject({ kind: 'http', status: 409, message: 'Bid must be at least $5,300.' })
    expect(keys).toHaveLength(1)
  })

  it.each([408, 429])('retries %i', async (status) => {
    const keys = bidEndpoint(fail(status), () => HttpResponse.json(bidResult()))

    await expect(placeBid()).resolves.toMatchObject({ data: { success: true } })
    expect(keys).toHaveLength(2)
  })

  it('recovers from a dropped connection', async () => {
    const keys = bidEndpoint(
      () => HttpResponse.error(),
      () => HttpResponse.json(bidResult()),
    )

    await expect(placeBid()).resolves.toMatchObject({ data: { success: true } })
    expect(keys).toEqual(['intent-1', 'intent-1'])
  })

  it('rejects with a network SdkError when the connection keeps dropping', async () => {
    const keys = bidEndpoint(() => HttpResponse.error())

    const error = await placeBid(buying({ placeBid: 2 })).catch((e: unknown) => e)

    expect(error).toBeInstanceOf(SdkError)
    expect(error).toMatchObject({ kind: 'network', operation: 'placeBid' })
    expect(keys).toHaveLength(3)
  })

  it('refetches an auction at most 3 more times', async () => {
    let attempts = 0
    server.use(
      http.get(`${BUYING_URL}/bff/auctions/buying/search/auction/:id`, () => {
        attempts += 1
        return fail(500)()
      }),
    )

    await expect(
      buying().GET('/bff/auctions/buying/search/auction/{id}', { params: { path: { id: 1 } } }),
    ).rejects.toMatchObject({
      kind: 'http',
      status: 500,
    })
    expect(attempts).toBe(4)
  })

  it('retries the listing 6 times, re-sending the same body', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post(`${BUYING_URL}/bff/filters/auctions/buying/active`, async ({ request }) => {
        bodies.push(await request.json())
        return bodies.length < 7 ? fail(500)() : HttpResponse.json({ results: [], total: 0, from: null })
      }),
    )

    const { data } = await buying().POST('/bff/filters/auctions/buying/active', { body: listingQuery() })

    expect(data).toEqual({ results: [], total: 0, from: null })
    expect(bodies).toHaveLength(7)
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1)
  })

  it('does not retry a sign-in', async () => {
    let attempts = 0
    server.use(
      http.post(`${IDENTITY_URL}/api/login`, () => {
        attempts += 1
        return attempts === 1
          ? HttpResponse.json({ message: 'down' }, { status: 500 })
          : HttpResponse.json(loginResult())
      }),
    )
    const identity = createIdentityClient({ baseUrl: IDENTITY_URL, clientVersion: '1.0.0', retry: fastRetry })

    await expect(identity.POST('/api/login', { body: { userName: 'dana', password: 'pw' } })).rejects.toMatchObject({
      kind: 'http',
      status: 500,
      message: 'down',
    })
    expect(attempts).toBe(1)
  })
})
