import { startSandboxServer } from '@gavel/sandbox/node'
import { createBuyingClient } from '@gavel/sdk'
import { median } from './lib/stats'

const CALLS = 400
const WARMUP = 50

const ms = (value: number) => `${value.toFixed(3)} ms`

/**
 * Per-call overhead of the SDK (issue 4 "Measure and report"): the same request — one auction,
 * GET bff/auctions/buying/search/auction/{id} with the same headers — through `createBuyingClient` (middleware,
 * policy lookup, timeout wrapper, error normalisation) and through a bare `fetch`, against a local sandbox host,
 * interleaved call by call in the same run so both see the same machine. Medians of 400 calls each.
 */
export const sdkOverhead = async () => {
  const server = await startSandboxServer({ port: 0 })
  try {
    const login = await fetch(`${server.config.gateways.identity}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'buyer@gavel.test', password: 'gavel-sandbox' }),
    })
    const { access_token: token } = (await login.json()) as { access_token: string }
    const baseUrl = server.config.gateways.buying
    const buying = createBuyingClient({
      baseUrl,
      clientVersion: 'bench',
      getAccessToken: async () => token,
      isOnline: () => true,
    })
    const listing = await buying.POST('/bff/filters/auctions/buying/active', {
      body: { filters: [], size: 1, sort: 'end_time' },
    })
    const id = listing.data?.results[0]?.id
    if (id === undefined) throw new Error('the sandbox listed no auction')
    const headers = {
      authorization: `Bearer ${token}`,
      'x-client-version': 'bench',
      'x-client-type': 'web',
      'x-client-timezone': Intl.DateTimeFormat().resolvedOptions().timeZone,
    }
    const bare = async () => {
      const response = await fetch(`${baseUrl}/bff/auctions/buying/search/auction/${id}`, { headers })
      if (!response.ok) throw new Error(`bare fetch answered ${response.status}`)
      await response.json()
    }
    const sdk = async () => {
      await buying.GET('/bff/auctions/buying/search/auction/{id}', { params: { path: { id } } })
    }
    const time = async (call: () => Promise<void>) => {
      const started = performance.now()
      await call()
      return performance.now() - started
    }
    for (let i = 0; i < WARMUP; i += 1) {
      await bare()
      await sdk()
    }
    const bareTimes: number[] = []
    const sdkTimes: number[] = []
    for (let i = 0; i < CALLS; i += 1) {
      // Alternate which goes first so neither always meets a warmer connection.
      if (i % 2 === 0) {
        bareTimes.push(await time(bare))
        sdkTimes.push(await time(sdk))
      } else {
        sdkTimes.push(await time(sdk))
        bareTimes.push(await time(bare))
      }
    }
    const bareMedian = median(bareTimes)
    const sdkMedian = median(sdkTimes)
    return {
      name: 'SDK per-call overhead (GET one auction, local sandbox host)',
      results: [
        { metric: 'bare fetch, median', value: ms(bareMedian), raw: bareMedian },
        { metric: 'SDK client, median', value: ms(sdkMedian), raw: sdkMedian },
        { metric: 'SDK − bare, median', value: ms(sdkMedian - bareMedian), raw: sdkMedian - bareMedian },
        { metric: 'SDK / bare', value: `${(sdkMedian / bareMedian).toFixed(2)}×`, raw: sdkMedian / bareMedian },
      ],
    }
  } finally {
    await server.close()
  }
}
