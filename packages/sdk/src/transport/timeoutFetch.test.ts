import { delay, HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createBuyingClient } from '../buying/createBuyingClient.js'
import { SdkError } from '../errors/SdkError.js'
import { BUYING_URL, fastRetry } from '../test-support/wire.js'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const buying = (getAuctionRetries: number) =>
  createBuyingClient({
    baseUrl: BUYING_URL,
    clientVersion: '1.0.0',
    timeoutMs: 40,
    retry: { ...fastRetry, budgets: { getAuction: getAuctionRetries } },
  })

const counts = { active: 1, all: 2, comingSoon: 0, makeOffer: 0, privateLane: 0, watchList: 0 }

function slowThenFast(slowAttempts: number) {
  let attempts = 0
  server.use(
    http.get(`${BUYING_URL}/bff/auctions/buying/search/auction/:id`, async () => {
      attempts += 1
      if (attempts <= slowAttempts) await delay(500)
      return HttpResponse.json(counts)
    }),
  )
  return () => attempts
}

const getAuction = (client: ReturnType<typeof buying>, signal?: AbortSignal) =>
  client.GET('/bff/auctions/buying/search/auction/{id}', { params: { path: { id: 1 } }, signal })

describe('timeouts and aborts', () => {
  it('rejects with a timeout SdkError when the gateway does not answer in time', async () => {
    const attempts = slowThenFast(Number.POSITIVE_INFINITY)

    const error = await getAuction(buying(0)).catch((e: unknown) => e)

    expect(error).toBeInstanceOf(SdkError)
    expect(error).toMatchObject({ kind: 'timeout', operation: 'getAuction' })
    expect(attempts()).toBe(1)
  })

  it('retries a timed-out attempt and recovers', async () => {
    const attempts = slowThenFast(1)

    await expect(getAuction(buying(3))).resolves.toMatchObject({ data: counts })
    expect(attempts()).toBe(2)
  })

  it("respects the caller's abort and does not retry it", async () => {
    const attempts = slowThenFast(Number.POSITIVE_INFINITY)
    const controller = new AbortController()
    const client = createBuyingClient({ baseUrl: BUYING_URL, clientVersion: '1.0.0', retry: fastRetry })
    setTimeout(() => controller.abort(), 10)

    await expect(getAuction(client, controller.signal)).rejects.toMatchObject({ kind: 'canceled', name: 'SdkError' })
    expect(attempts()).toBe(1)
  })
})
