import { getResponse, type RequestHandler } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { type BrowserSandbox, createBrowserSandbox } from './browser'
import { gatewayUrls } from './gateways'

const NOW = Date.UTC(2026, 10, 21, 15, 0, 0)
let sandbox: BrowserSandbox | undefined
afterEach(() => sandbox?.stop())

const answer = (s: BrowserSandbox, request: Request) =>
  getResponse(
    s.handlers.filter((h): h is RequestHandler => !('connect' in h)),
    request,
  )

describe('createBrowserSandbox', () => {
  it('serves /config.json naming gateways under the page origin', async () => {
    sandbox = createBrowserSandbox({ origin: 'http://app.test', now: NOW, auctions: 10 })
    const res = await answer(sandbox, new Request('http://app.test/config.json'))
    expect(await res?.json()).toEqual({
      environment: 'sandbox',
      brand: 'Gavel',
      gateways: gatewayUrls('http://app.test'),
      realtime: 'ws://app.test/realtime',
    })
  })

  it('answers the contract operations from the same world', async () => {
    sandbox = createBrowserSandbox({ origin: 'http://app.test', now: NOW, auctions: 10 })
    const res = await answer(
      sandbox,
      new Request('http://app.test/gw/identity/api/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ userName: 'multi@gavel.test', password: 'gavel-sandbox' }),
      }),
    )
    expect(res?.status).toBe(200)
    expect(res?.headers.get('X-Server-Time')).toBe(String(NOW))
    expect((await res!.json()).user.dealerships).toHaveLength(3)
  })
})
