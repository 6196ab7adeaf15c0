import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSandbox, type NodeSandbox } from '../../node'

const NOW = Date.UTC(2026, 10, 21, 15, 0, 0)
const WEEK = 7 * 24 * 3600 * 1000
const SOLD = ['ended_accepted', 'counter_accepted', 'counter_original_accepted']
let sandbox: NodeSandbox

beforeEach(() => {
  sandbox = createSandbox({ now: NOW, auctions: 80 })
  sandbox.listen()
})
afterEach(() => sandbox.server.close())

const get = async (query: string) => {
  const res = await fetch(`${sandbox.baseUrls.search}/market-report${query}`)
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the gateway answered
  return { status: res.status, body: (await res.json()) as any }
}

describe('GET /market-report (ADR 0043)', () => {
  it('answers without a bearer, from the auctions that ended in the window', async () => {
    const res = await get('?weeks=4')
    expect(res.status).toBe(200)
    const ended = [...sandbox.world.auctions.values()].filter(
      (a) => !['active', 'preview', 'run_list', 'staging'].includes(a.status) && a.endTime > NOW - 4 * WEEK,
    )
    const sold = ended.filter((a) => SOLD.includes(a.status))
    expect(ended.length).toBeGreaterThan(0)
    const segments = res.body.segments as { key: string; offered_count: number; sold_count: number }[]
    expect(segments.reduce((n, s) => n + s.offered_count, 0)).toBe(ended.length)
    expect(segments.reduce((n, s) => n + s.sold_count, 0)).toBe(sold.length)
    const make = segments[0]?.key as string
    const ofMake = sold.filter((a) => a.vehicle.make === make)
    const prices = ofMake.map((a) => a.bids.at(-1)?.amount ?? 0)
    const seg = res.body.segments[0]
    if (prices.length > 0)
      expect(seg.average_hammer_price).toBe(Math.round(prices.reduce((s, p) => s + p, 0) / prices.length))
    expect(seg.weekly).toHaveLength(4)
    expect(seg.sell_through_rate).toBeCloseTo(seg.sold_count / seg.offered_count, 2)
  })

  it('segments by price band and refuses bad parameters', async () => {
    const bands = await get('?group_by=price_band&weeks=2')
    expect(bands.status).toBe(200)
    for (const s of bands.body.segments) expect(['under_10k', '10k_20k', '20k_35k', 'over_35k']).toContain(s.key)
    expect((await get('?weeks=13')).status).toBe(400)
    expect((await get('?group_by=colour')).body).toEqual({ message: 'group_by must be make or price_band.' })
  })
})
