import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSandbox, type NodeSandbox } from '../../node'
import { SCENARIO_AUCTION_IDS } from '../../world/scenarios'
import { SEARCH_HISTORY_COUNT } from '../../world/search'

const NOW = Date.UTC(2026, 10, 21, 15, 0, 0)
let sandbox: NodeSandbox

beforeEach(() => {
  sandbox = createSandbox({ now: NOW, auctions: 60 })
  sandbox.listen()
})
afterEach(() => sandbox.server.close())

/** A bare call to the search gateway as `persona` (none: no bearer). */
const call = async (persona: 'buyer' | 'seller' | null, path: string, method = 'GET', body?: unknown) => {
  const headers: Record<string, string> = body === undefined ? {} : { 'Content-Type': 'application/json' }
  if (persona) headers.Authorization = `Bearer ${sandbox.signIn(persona).accessToken}`
  const res = await fetch(`${sandbox.baseUrls.search}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const text = await res.text()
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the gateway answered
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as any) : null }
}

describe('search gateway: options', () => {
  it('derives filter options from the vehicles on offer, with counts', async () => {
    const res = await call('buyer', '/filters/filter_options')
    expect(res.status).toBe(200)
    expect(res.headers.get('X-Server-Time')).toBe(String(NOW))
    const makes = res.body.filters.find((f: { filterType: string }) => f.filterType === 'make')
    const onOffer = [...sandbox.world.auctions.values()].filter((a) => a.status === 'active')
    const firstMake = makes.values[0].value
    expect(makes.values[0].count).toBeGreaterThanOrEqual(onOffer.filter((a) => a.vehicle.make === firstMake).length)
    const year = res.body.filters.find((f: { filterType: string }) => f.filterType === 'year')
    expect(year).toMatchObject({ kind: 'range', values: [] })
    expect(year.min).toBeLessThanOrEqual(year.max)
  })

  it('lists the trims of one make and model, and needs both', async () => {
    const a = [...sandbox.world.auctions.values()].find((x) => x.status === 'active' && x.vehicle.trim)
    if (!a) throw new Error('no active auction with a trim')
    const q = `make=${encodeURIComponent(a.vehicle.make.toUpperCase())}&model=${encodeURIComponent(a.vehicle.model)}`
    const res = await call('buyer', `/filters/trim_options?${q}`)
    expect(res.body.trims.map((t: { value: string }) => t.value)).toContain(a.vehicle.trim)
    expect(await call('buyer', '/filters/trim_options?make=Ford')).toMatchObject({
      status: 400,
      body: { message: 'make and model are required.' },
    })
  })

  it('names the sorts of marketplace §3, close_to_market_value sorting by acv_estimate_delta', async () => {
    const res = await call('buyer', '/filters/states_and_sorts')
    expect(res.body.default_sort).toBe('end_time')
    const sorts = res.body.states.flatMap((s: { sorts: { value: string; server_sort: string }[] }) => s.sorts)
    expect(sorts.map((s: { value: string }) => s.value)).toEqual([
      'end_time',
      'recommended',
      'recently_ended',
      'close_to_market_value',
      'recently_ended',
      'close_to_market_value',
    ])
    expect(res.body.states.map((s: { state: string }) => s.state)).toEqual(['live', 'ended', 'sold'])
    expect(sorts[3].server_sort).toBe('acv_estimate_delta')
  })

  it('suggests makes and models containing the query, prefix matches first', async () => {
    const res = await call('buyer', '/search/suggestions?query=for')
    expect(res.body.suggestions[0]).toEqual({ text: 'Ford', filters: [{ filterType: 'make', value: 'Ford' }] })
    expect(res.body.suggestions.every((s: { text: string }) => s.text.toLowerCase().includes('for'))).toBe(true)
    expect((await call('buyer', '/search/suggestions?query=')).status).toBe(400)
  })

  it('answers 401 {message} without a bearer', async () => {
    const res = await call(null, '/search/filters')
    expect(res.status).toBe(401)
    expect(typeof res.body.message).toBe('string')
  })
})

describe('search gateway: saved searches', () => {
  const input = {
    name: 'Trucks',
    filters: [{ filterType: 'make', value: 'Ford' }],
    auctionLaunchPushNotification: true,
  }

  it('seeds the buyer with two saved searches and keeps them per user', async () => {
    expect((await call('buyer', '/saved_searches')).body.saved_searches).toHaveLength(2)
    expect((await call('seller', '/saved_searches')).body.saved_searches).toHaveLength(1)
  })

  it('creates, reads, replaces and deletes a saved search; later reads follow', async () => {
    const created = await call('buyer', '/saved_search', 'POST', input)
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      ...input,
      userId: 1,
      enabled: true,
      syncWithLegacyFilters: false,
      created: NOW / 1000,
    })
    const id = created.body.id
    expect((await call('buyer', '/saved_searches')).body.saved_searches[0].id).toBe(id)

    sandbox.advance(5_000)
    const put = await call('buyer', `/saved_search/${id}`, 'PUT', { ...input, name: 'Fords', enabled: false })
    expect(put.body).toMatchObject({ name: 'Fords', enabled: false, updated: NOW / 1000 + 5 })
    expect((await call('buyer', `/saved_search/${id}`)).body.name).toBe('Fords')

    expect((await call('buyer', `/saved_search/${id}`, 'DELETE')).status).toBe(204)
    expect((await call('buyer', `/saved_search/${id}`)).status).toBe(404)
    expect((await call('buyer', '/saved_searches')).body.saved_searches).toHaveLength(2)
  })

  it("does not show or change another user's saved search", async () => {
    const id = (await call('seller', '/saved_searches')).body.saved_searches[0].id
    expect((await call('buyer', `/saved_search/${id}`)).status).toBe(404)
    expect((await call('buyer', `/saved_search/${id}`, 'DELETE')).status).toBe(404)
    expect((await call('seller', `/saved_search/${id}`)).status).toBe(200)
  })

  it('refuses a body that breaks the contract, saying why', async () => {
    expect(await call('buyer', '/saved_search', 'POST', { ...input, colour: 'red' })).toMatchObject({
      status: 400,
      body: { message: 'Unknown field(s): colour.' },
    })
    expect((await call('buyer', '/saved_search', 'POST', { filters: [] })).body.message).toMatch(/name/)
    expect(
      (await call('buyer', '/saved_search', 'POST', { name: 'x', filters: [{ value: 'Ford' }] })).body.message,
    ).toMatch(/filterType/)
  })
})

describe('search gateway: history, ended search, watchlist, hiding', () => {
  it('keeps the 20 newest recent searches, a repeat moving to the front', async () => {
    let last: Awaited<ReturnType<typeof call>> | undefined
    for (let year = 2000; year < 2000 + SEARCH_HISTORY_COUNT + 2; year += 1) {
      last = await call('buyer', '/recent-search/create', 'POST', { filters: [{ filterType: 'year', value: year }] })
    }
    expect(last?.body.recent_searches).toHaveLength(20)
    const again = await call('buyer', '/recent-search/create', 'POST', {
      filters: [{ filterType: 'year', value: 2010 }],
    })
    expect(again.body.recent_searches).toHaveLength(20)
    expect(again.body.recent_searches[0].filters).toEqual([{ filterType: 'year', value: 2010 }])
    expect(again.body.recent_searches[1].filters).toEqual([{ filterType: 'year', value: 2021 }])
  })

  it('pages ended auctions, sorted close to market value by the size of acv_estimate_delta', async () => {
    const res = await call('buyer', '/search/ended', 'POST', { filters: [], size: 5, sort: 'close_to_market_value' })
    expect(res.status).toBe(200)
    const deltas = res.body.results.map((r: { acv_estimate_delta: number }) => Math.abs(r.acv_estimate_delta))
    expect(deltas).toEqual([...deltas].sort((a, b) => a - b))
    expect(res.body.next).toBe(res.body.total > 5 ? 5 : null)
    expect((await call('buyer', '/search/ended', 'POST', { filters: [], size: 5, sort: 'end_time' })).status).toBe(400)
  })

  it('leaves a hidden vehicle out of later ended searches', async () => {
    const first = (await call('buyer', '/search/ended', 'POST', { filters: [], size: 1 })).body.results[0]
    const hide = await call('buyer', '/auction/hide_auction', 'POST', {
      vin: first.vin,
      seller_dealer_id: first.seller_dealer_id,
    })
    expect(hide.status).toBe(204)
    const after = await call('buyer', '/search/ended', 'POST', { filters: [], size: 100 })
    expect(after.body.results.map((r: { id: number }) => r.id)).not.toContain(first.id)
    const other = await call('seller', '/search/ended', 'POST', { filters: [], size: 100 })
    expect(other.body.results.map((r: { id: number }) => r.id)).toContain(first.id)
  })

  it('watches and unwatches an auction, which the buying gateway then reports', async () => {
    const id = SCENARIO_AUCTION_IDS.buyerOutbid
    expect((await call('buyer', `/watchlist/saved_auction/${id}`, 'POST')).body).toEqual({
      auction_id: id,
      is_on_watch_list: true,
    })
    expect(sandbox.world.auctions.get(id)?.watcherUserIds).toContain(1)
    await call('buyer', `/watchlist/saved_auction/${id}`, 'POST')
    expect(sandbox.world.auctions.get(id)?.watcherUserIds.filter((u) => u === 1)).toHaveLength(1)
    expect((await call('buyer', `/watchlist/saved_auction/${id}`, 'DELETE')).body.is_on_watch_list).toBe(false)
    expect(sandbox.world.auctions.get(id)?.watcherUserIds).not.toContain(1)
    expect((await call('buyer', '/watchlist/saved_auction/1', 'POST')).status).toBe(404)
  })
})
