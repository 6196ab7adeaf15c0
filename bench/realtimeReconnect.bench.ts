import { startSandboxServer } from '@gavel/sandbox/node'
import { channels, createRealtimeClient } from '@gavel/sdk'
import { median, percentile } from './lib/stats'

const DROPS = 15

const ms = (value: number) => `${Math.round(value)} ms`

/**
 * Time from the server dropping every realtime socket (`dropRealtime()` on the sandbox host) to the SDK realtime
 * client's resync signal (`onResync`: reconnected, authenticated and every channel resubscribed), in Node with its
 * global WebSocket (issue 4 "Measure and report"). Default options, so the time includes the first backoff step
 * (full jitter up to 500 ms); also with the backoff at 1 ms, which leaves the protocol's own cost. Medians of 15 drops.
 */
export const realtimeReconnect = async () => {
  const server = await startSandboxServer({ port: 0 })
  try {
    const login = await fetch(`${server.config.gateways.identity}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'buyer@gavel.test', password: 'gavel-sandbox' }),
    })
    const { access_token: token } = (await login.json()) as { access_token: string }
    const measure = async (backoff?: { baseDelayMs: number; maxDelayMs: number }) => {
      const realtime = createRealtimeClient({
        url: server.config.realtime,
        getAccessToken: async () => token,
        ...(backoff ? { backoff } : {}),
      })
      realtime.subscribe(channels.updates(880_011), () => {})
      realtime.subscribe(channels.user(1), () => {})
      await new Promise<void>((resolve) => {
        const stop = realtime.onStatus((status) => {
          if (status === 'open') {
            stop()
            resolve()
          }
        })
      })
      const times: number[] = []
      try {
        for (let i = 0; i < DROPS; i += 1) {
          await new Promise((resolve) => setTimeout(resolve, 50))
          const resynced = new Promise<number>((resolve) => {
            const stop = realtime.onResync(() => {
              stop()
              resolve(performance.now())
            })
          })
          const dropped = performance.now()
          server.dropRealtime()
          times.push((await resynced) - dropped)
        }
      } finally {
        realtime.close()
      }
      return times
    }
    const fast = await measure({ baseDelayMs: 1, maxDelayMs: 1 })
    const defaults = await measure()
    return {
      name: 'Realtime reconnect (server drop → resubscribed, Node WebSocket, local sandbox host)',
      results: [
        { metric: 'default backoff, median', value: ms(median(defaults)), raw: median(defaults) },
        { metric: 'default backoff, p90', value: ms(percentile(defaults, 90)), raw: percentile(defaults, 90) },
        { metric: 'backoff 1 ms, median', value: ms(median(fast)), raw: median(fast) },
      ],
    }
  } finally {
    await server.close()
  }
}
