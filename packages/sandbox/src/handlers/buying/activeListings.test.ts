import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSandbox, type NodeSandbox } from '../../node'
import { gatewayClient } from '../../testing/gatewayClient'

const NOW = Date.UTC(2026, 10, 21, 15, 0, 0)
let sandbox: NodeSandbox
let api: ReturnType<typeof gatewayClient>

beforeEach(() => {
  sandbox = createSandbox({ now: NOW })
  sandbox.listen()
  api = gatewayClient(sandbox, sandbox.signIn('buyer').accessToken)
})
afterEach(() => sandbox.server.close())

const ACTIVE = '/bff/filters/auctions/buying/active'

describe('buying gateway: the live listing', () => {
  it('pages through every running auction by end time with the from cursor', async () => {
    const first = await api.buying(ACTIVE, { body: { filters: [], size: 12, sort: 'end_time' } })
    expect(first.status).toBe(200)
    expect(first.headers.get('X-Server-Time')).toBe(String(NOW))
    expect(first.body.results).toHaveLength(12)
    const seen = [...first.body.results]
    let from = first.body.from
    while (from !== null) {
      const page = await api.buying(ACTIVE, { body: { filters: [], size: 50, from } })
      expect(page.status).toBe(200)
      seen.push(...page.body.results)
      from = page.body.from
    }
    expect(seen).toHaveLength(first.body.total)
    expect(new Set(seen.map((a) => a.id)).size).toBe(seen.length)
    const ends = seen.map((a) => a.end_time)
    expect(ends).toEqual([...ends].sort((a, b) => a - b))
    expect(seen.every((a) => a.status === 'active' && a.end_time * 1000 > NOW)).toBe(true)
  })

  it('serves ADR 0001 auction wire shapes relative to the bearer', async () => {
    const page = await api.buying(ACTIVE, { body: { filters: [], size: 100 } })
    const watched = page.body.results.find((a: { id: number }) => a.id === 880_006)
    expect(watched).toMatchObject({
      vin: expect.stringMatching(/^[A-HJ-NPR-Z0-9]{17}$/),
      is_on_watch_list: true,
      participant: true,
      high_bid: { user_id: 1, dealer_id: 101 },
      lane: { kind: 'live', can_bid: true },
      permissions: { can_bid: true, can_finalize: false },
      seller: { dealership_name: expect.any(String) },
    })
    expect(Number.isInteger(watched.end_time)).toBe(true)
    expect(watched.images.acv_thumbnail).toBe(`${sandbox.baseUrls.buying}/sandbox/img/880006-thumbnail.svg`)
  })

  it('keeps only the included lanes and applies filters', async () => {
    const gtd = await api.buying(ACTIVE, { body: { filters: [], size: 100, includedLanes: ['guaranteed_sale'] } })
    expect(gtd.body.total).toBeGreaterThan(0)
    expect(gtd.body.results.every((a: { lane: { kind: string } }) => a.lane.kind === 'guaranteed_sale')).toBe(true)
    const fords = await api.buying(ACTIVE, {
      body: {
        filters: [
          { filterType: 'make', value: 'ford' },
          { filterType: 'year', minValue: 2020 },
        ],
        size: 100,
      },
    })
    expect(fords.body.total).toBeGreaterThan(0)
    expect(fords.body.results.every((a: { make: string; year: number }) => a.make === 'Ford' && a.year >= 2020)).toBe(
      true,
    )
  })

  it('shows a private lane only to invited dealerships', async () => {
    const body = { filters: [], size: 100, includedLanes: ['private'] }
    const buyer = await api.buying(ACTIVE, { body })
    const capital = await gatewayClient(sandbox, sandbox.signIn('capital').accessToken).buying(ACTIVE, { body })
    expect(buyer.body.total).toBeGreaterThan(0)
    expect(capital.body.total).toBe(0)
  })

  it('answers 400 [{detail, code}] for a body that breaks the contract, and 401 without a bearer', async () => {
    const noSize = await api.buying(ACTIVE, { body: { filters: [] } })
    expect(noSize).toMatchObject({
      status: 400,
      body: [{ detail: expect.stringContaining('size'), code: 'invalid_request' }],
    })
    const badCursor = await api.buying(ACTIVE, { body: { filters: [], size: 5, from: 'nonsense' } })
    expect(badCursor.body[0].code).toBe('invalid_cursor')
    const extra = await api.buying(ACTIVE, { body: { filters: [], size: 5, colour: 'red' } })
    expect(extra.body[0].detail).toContain('colour')
    expect((await gatewayClient(sandbox).buying(ACTIVE, { body: { filters: [], size: 5 } })).status).toBe(401)
  })

  it('counts each tab for the same query', async () => {
    const counts = await api.buying('/bff/filters/auctions/buying/counts', { body: { filters: [], size: 12 } })
    const listing = await api.buying(ACTIVE, { body: { filters: [], size: 12 } })
    expect(counts.status).toBe(200)
    expect(counts.body.active).toBe(listing.body.total)
    expect(counts.body.watchList).toBe(3)
    expect(counts.body.comingSoon).toBeGreaterThan(0)
    expect(counts.body.all).toBe(counts.body.active + counts.body.comingSoon + counts.body.makeOffer)
  })
})
