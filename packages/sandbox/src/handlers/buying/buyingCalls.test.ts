import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSandbox, type NodeSandbox } from '../../node'
import { nextValidBid } from '../../world/auctions'
import { LANE_IDS } from '../../world/lanes'
import type { PersonaKey } from '../../world/personas'
import { SCENARIO_AUCTION_IDS } from '../../world/scenarios'

const NOW = Date.UTC(2026, 10, 21, 15, 0, 0)
let sandbox: NodeSandbox

beforeEach(() => {
  sandbox = createSandbox({ now: NOW, auctions: 80, backgroundBidding: false })
  sandbox.listen()
})
afterEach(() => sandbox.server.close())

/** A bare call to the buying gateway as `persona` (null: no bearer). */
const call = async (
  persona: PersonaKey | null,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) => {
  const headers: Record<string, string> = {
    ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    ...init.headers,
  }
  if (persona) headers.Authorization = `Bearer ${sandbox.signIn(persona).accessToken}`
  const res = await fetch(`${sandbox.baseUrls.buying}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  })
  const type = res.headers.get('content-type') ?? ''
  const body = type.includes('json') ? await res.json() : type ? await res.text() : null
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the gateway answered
  return { status: res.status, headers: res.headers, body: body as any }
}
const query = { filters: [], size: 50 }
const ids = (res: { body: { results: { id: number }[] } }) => res.body.results.map((a) => a.id)
const [WON] = SCENARIO_AUCTION_IDS.outstandingWon

describe('buying listings', () => {
  it('lists the run list (scheduled auctions only) and ended auctions newest first', async () => {
    const runList = await call('buyer', '/bff/filters/auctions/buying/run_list', { body: query })
    expect(runList.status).toBe(200)
    expect(runList.body.results.every((a: { status: string }) => ['preview', 'run_list'].includes(a.status))).toBe(true)
    const ended = await call('buyer', '/bff/filters/auctions/buying/ended', { body: query })
    const ends = ended.body.results.map((a: { end_time: number }) => a.end_time)
    expect(ends.length).toBeGreaterThan(0)
    expect(ends).toEqual([...ends].sort((a, b) => b - a))
    expect(
      (await call('buyer', '/bff/filters/auctions/buying/ended', { body: { ...query, sort: 'end_time' } })).status,
    ).toBe(400)
  })

  it('shows a private lane to invited dealerships only', async () => {
    const lane = `/bff/filters/auctions/buying/private_lane/${LANE_IDS.private}`
    expect(ids(await call('buyer', lane, { body: query }))).toContain(SCENARIO_AUCTION_IDS.privateLane)
    expect(await call('admin', lane, { body: query })).toMatchObject({
      status: 403,
      body: [{ code: 'lane_not_admitted' }],
    })
    expect(
      (await call('buyer', `/bff/filters/auctions/buying/private_lane/${LANE_IDS.live}`, { body: query })).status,
    ).toBe(404)
  })

  it('sorts the recommended live list by views and counts with unfiltered variants', async () => {
    const rec = await call('buyer', '/bff/filters/auctions/buying/active/recommended', { body: query })
    const views = rec.body.results.map((a: { view_count: number }) => a.view_count)
    expect(views).toEqual([...views].sort((a, b) => b - a))
    const counts = await call('buyer', '/bff/filters/auctions/buying/counts_v2', {
      body: { filters: [{ filterType: 'make', value: 'NoSuchMake' }], size: 12 },
    })
    expect(counts.body.active.filtered).toBe(0)
    expect(counts.body.active.unfiltered).toBeGreaterThan(0)
  })

  it('lists the watchlist and auctions by id', async () => {
    const watched = await call('buyer', '/bff/filters/auctions/buying/watchlist')
    expect(ids(watched)).toContain(SCENARIO_AUCTION_IDS.buyerHighBidder)
    const some = await call('buyer', '/bff/auctions/buying/search/list_by_id', { body: { ids: [WON, 1] } })
    expect(some.body).toMatchObject({ total: 1, results: [{ id: WON }] })
  })
})

describe('finalizing a won auction', () => {
  const finalize = {
    buyer_organization_id: 110,
    transport_quote_accepted: true,
    payment_provider_name: 'ach',
    arbitration_plan_id: 1,
    delivery_address_id: 1101,
    transportation_service_type: 'open',
  }

  it('moves the auction out of to_finalize and records the payment method', async () => {
    const before = await call('outstanding', '/api/acvapi/v3/auctions/to_finalize')
    expect(ids(before).sort()).toEqual([...SCENARIO_AUCTION_IDS.outstandingWon].sort())
    const options = await call(
      'outstanding',
      `/bff/orders/${WON}/checkout_options/110?include=payment_methods,transport`,
    )
    expect(options.body).toMatchObject({ payment_methods: ['ach', 'floor_plan', 'check'], arbitration_plans: [] })
    expect(options.body.vinsInfo).toHaveLength(1)

    const done = await call('outstanding', `/bff/orders/finalize/${WON}`, { method: 'PUT', body: finalize })
    expect(done.body).toMatchObject({ finalized: true, transport_requested: true })
    expect(ids(await call('outstanding', '/api/acvapi/v3/auctions/to_finalize'))).not.toContain(WON)
    expect((await call('outstanding', `/auction/${WON}/post_auction_info`)).body).toMatchObject({
      finalized: true,
      payment_method: 'ach',
      buyer_dealer_id: 110,
    })
    expect((await call('outstanding', `/bff/orders/finalize/${WON}`, { method: 'PUT', body: finalize })).status).toBe(
      409,
    )
  })

  it('refuses to finalize for someone who did not win', async () => {
    const res = await call('buyer', `/bff/orders/finalize/${WON}`, {
      method: 'PUT',
      body: { ...finalize, buyer_organization_id: 101 },
    })
    expect(res).toMatchObject({ status: 409, body: [{ code: 'not_won' }] })
  })

  it('serves the bill of sale to the buyer as a PDF and refuses others', async () => {
    const pdf = await call('outstanding', `/auction/${WON}/documents/bill_of_sale`)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.body).toMatch(/^%PDF-1\.4/)
    expect(pdf.body).toContain('Bill of Sale')
    expect((await call('buyer', `/auction/${WON}/documents/bill_of_sale`)).status).toBe(403)
  })
})

describe('offers', () => {
  /** An auction that ended below its reserve and was declined: open to offers (marketplace §4 make-offer state). */
  const openToOffers = () => {
    const a = [...sandbox.world.auctions.values()].find((x) => x.status === 'negotiation' && x.sellerDealerId !== 101)
    if (!a) throw new Error('no auction in negotiation in this world')
    a.status = 'ended_declined'
    a.floorPrice = 20_000
    return a
  }
  const offer = (id: number, amount: number, key: string, persona: PersonaKey = 'buyer') =>
    call(persona, `/auction/${id}/offers`, { body: { amount }, headers: { 'Idempotency-Key': key } })

  it('rejects an offer below the minimum and keeps the auction open', async () => {
    const a = openToOffers()
    const res = await offer(a.id, 100, 'k-low')
    expect(res.body).toMatchObject({ offer_state: 2, no_longer_available: false, dealer_id: 101 })
    expect(res.body.rejection_reason).toMatch(/minimum/)
    expect(sandbox.world.auctions.get(a.id)?.status).toBe('ended_declined')
  })

  it('accepts an offer at the reserve: the auction is sold to the buyer, who must finalize it', async () => {
    const a = openToOffers()
    const amount = a.floorPrice ?? a.startPrice
    const res = await offer(a.id, amount, 'k-1')
    expect(res.body).toMatchObject({ auction_id: a.id, offer_state: 1, offer_value: amount })
    expect(ids(await call('buyer', '/api/acvapi/v3/auctions/to_finalize'))).toContain(a.id)
    expect((await offer(a.id, amount, 'k-1')).body).toEqual(res.body)
    const late = await call('capital', `/bff/auction/${a.id}/offers`, {
      body: { amount: amount + 500 },
      headers: { 'Idempotency-Key': 'k-2' },
    })
    expect(late.body).toMatchObject({ offer_state: 2, no_longer_available: true })
  })

  it('needs dealer_id from a user of several dealerships and refuses a live auction', async () => {
    const a = openToOffers()
    expect((await offer(a.id, 5000, 'k-m', 'multi')).body).toEqual([
      { detail: 'dealer_id is required for a user with several dealerships.', code: 'several' },
    ])
    expect((await offer(SCENARIO_AUCTION_IDS.buyerOutbid, 5000, 'k-live')).status).toBe(409)
    expect((await offer(a.id, 50.5, 'k-frac')).status).toBe(422)
  })
})

describe('single auction', () => {
  it('places and cancels a persistent proxy, which proxy_bid_info reports with its 10-day expiry', async () => {
    const id = SCENARIO_AUCTION_IDS.buyerOutbid
    const amount = nextValidBid(sandbox.world.auctions.get(id) ?? { bids: [], startPrice: 0 }) + 1000
    const put = await call('buyer', `/auction/${id}/persistent_proxy_bid`, {
      method: 'PUT',
      body: { amount, user_id: 1 },
    })
    expect(put.body).toMatchObject({ amount, is_persistent: true, expires_at: NOW / 1000 + 10 * 86_400 })
    const info = await call('buyer', `/auction/${id}/proxy_bid_info`)
    expect(info.body.persistent_proxy).toEqual({ amount, expires_at: NOW / 1000 + 10 * 86_400 })
    expect(
      (await call('buyer', `/auction/${id}/persistent_proxy_bid`, { method: 'DELETE', body: { user_id: 1 } })).status,
    ).toBe(204)
    expect((await call('buyer', `/auction/${id}/proxy_bid_info`)).body.proxy_bid).toBeNull()
    expect(
      (await call('buyer', `/auction/${id}/persistent_proxy_bid`, { method: 'PUT', body: { amount, user_id: 2 } }))
        .status,
    ).toBe(403)
  })

  it('counts views and reports statuses of several auctions', async () => {
    const id = SCENARIO_AUCTION_IDS.buyerOutbid
    const before = sandbox.world.auctions.get(id)?.viewCount ?? 0
    expect((await call('buyer', `/auction/${id}/view_count`, { method: 'POST' })).body.view_count).toBe(before + 1)
    const statuses = await call('buyer', '/api/acvapi/v3/auction/statuses', { body: { auctions: [id, WON, 1] } })
    expect(statuses.body.statuses.map((s: { id: number; status: string }) => [s.id, s.status])).toEqual([
      [id, 'active'],
      [WON, 'ended_accepted'],
    ])
  })
})

describe('run list and claims', () => {
  it('lists run-list rows after an id and takes the run list bid body', async () => {
    const all = await call('buyer', '/auctions/run_list')
    expect(all.body.items.length).toBeGreaterThan(1)
    const [first, second] = all.body.items
    expect(first.price.formatted).toBe(`$${first.price.raw.toLocaleString('en-US')}`)
    const after = await call('buyer', `/auctions/run_list?since_auction_id=${first.auction_id}`)
    expect(after.body.items[0].auction_id).toBe(second.auction_id)

    const bid = await call('buyer', `/auction/${second.auction_id}/bid`, {
      body: { auction_id: second.auction_id, amount: second.price.raw + 500, proxy: true, persistent: false },
      headers: { 'Idempotency-Key': 'run-1' },
    })
    expect(bid.status).toBe(200)
    const row = await call('buyer', `/auctions/run_list?auction_id=${second.auction_id}`)
    expect(row.body.items[0].proxy_bid).toEqual({ amount: second.price.raw + 500, is_persistent: false })
  })

  it('lets a multibuyer dealership hold an auction, one member at a time', async () => {
    expect((await call('multi', '/auctions/dealers_can_claim')).body.dealerships).toEqual([
      { id: 106, name: 'Harbor Auto Group' },
    ])
    expect((await call('buyer', '/auctions/dealers_can_claim')).body.dealerships).toEqual([])
    const id = SCENARIO_AUCTION_IDS.buyerOutbid
    const claimed = await call('multi', `/auctions/${id}/claim`, { body: { dealerId: 106 } })
    expect(claimed.body).toMatchObject({ auction_id: id, my_claim: { dealer_id: 106, user_id: 5 } })
    expect((await call('multi', `/auctions/${id}/claim`, { body: { dealerId: 107 } })).status).toBe(403)
    expect((await call('buyer', `/auctions/${id}/claim`, { body: { dealerId: 101 } })).status).toBe(403)
    const released = await call('multi', `/auctions/${id}/claim`, { method: 'DELETE', body: { dealerId: 106 } })
    expect(released.body).toEqual({ auction_id: id, claims: [], my_claim: null })
    expect((await call('multi', `/auctions/${id}/claim`, { method: 'DELETE', body: { dealerId: 106 } })).status).toBe(
      404,
    )
  })
})
