import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createBuyingClient } from '../buying/createBuyingClient.js'
import { createIdentityClient } from '../identity/createIdentityClient.js'
import { BUYING_URL, IDENTITY_URL, loginResult } from '../test-support/wire.js'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const counts = { active: 3, all: 9, comingSoon: 1, makeOffer: 0, privateLane: 0, watchList: 2 }
const common = {
  clientVersion: '2.3.4',
  timezone: 'America/Chicago',
  getAccessToken: async () => 'token-abc',
}

function capture(method: 'get' | 'post', url: string, body: Record<string, unknown>) {
  const seen: Headers[] = []
  server.use(
    http[method](url, ({ request }) => {
      seen.push(request.headers)
      return HttpResponse.json(body, { headers: { 'X-Server-Time': '1790000000123' } })
    }),
  )
  return seen
}

describe('client headers, bearer and server time (shell.md 7, ADR 0001)', () => {
  it('sends the client headers and the bearer token to the buying gateway', async () => {
    const seen = capture('post', `${BUYING_URL}/bff/filters/auctions/buying/counts`, counts)
    const buying = createBuyingClient({ ...common, baseUrl: BUYING_URL })

    await buying.POST('/bff/filters/auctions/buying/counts', { body: { filters: [], size: 12 } })

    expect(Object.fromEntries(seen[0] ?? [])).toMatchObject({
      'x-client-version': '2.3.4',
      'x-client-type': 'desktop',
      'x-client-os': 'web',
      'x-client-timezone': 'America/Chicago',
      authorization: 'Bearer token-abc',
    })
  })

  it('sends no bearer to sign-in or refresh, but does to the user calls', async () => {
    const login = capture('post', `${IDENTITY_URL}/api/login`, loginResult())
    const refresh = capture('post', `${IDENTITY_URL}/api/v2/tokenrefresh`, {
      access_token: 'a',
      refreshTokenId: 'r',
      expires_in: 900,
    })
    const flags = capture('get', `${IDENTITY_URL}/api/feature_flags`, { flags: { new_search: true } })
    const identity = createIdentityClient({ ...common, baseUrl: IDENTITY_URL })

    await identity.POST('/api/login', { body: { userName: 'dana', password: 'pw' } })
    await identity.POST('/api/v2/tokenrefresh', { body: { refreshTokenId: 'r' } })
    const { data } = await identity.GET('/api/feature_flags')

    expect(login[0]?.has('authorization')).toBe(false)
    expect(login[0]?.get('x-client-type')).toBe('desktop')
    expect(refresh[0]?.has('authorization')).toBe(false)
    expect(flags[0]?.get('authorization')).toBe('Bearer token-abc')
    expect(data).toEqual({ flags: { new_search: true } })
  })

  it('sends no bearer when signed out', async () => {
    const seen = capture('post', `${BUYING_URL}/bff/filters/auctions/buying/counts`, counts)
    const buying = createBuyingClient({ ...common, baseUrl: BUYING_URL, getAccessToken: async () => null })

    await buying.POST('/bff/filters/auctions/buying/counts', { body: { filters: [], size: 12 } })

    expect(seen[0]?.has('authorization')).toBe(false)
  })

  it('reports X-Server-Time with the local time it arrived', async () => {
    capture('post', `${BUYING_URL}/bff/filters/auctions/buying/counts`, counts)
    const times: Array<[number, number]> = []
    const buying = createBuyingClient({ ...common, baseUrl: BUYING_URL, onServerTime: (s, l) => times.push([s, l]) })
    const before = Date.now()

    await buying.POST('/bff/filters/auctions/buying/counts', { body: { filters: [], size: 12 } })

    expect(times).toHaveLength(1)
    expect(times[0]?.[0]).toBe(1_790_000_000_123)
    expect(times[0]?.[1]).toBeGreaterThanOrEqual(before)
    expect(times[0]?.[1]).toBeLessThanOrEqual(Date.now())
  })
})
