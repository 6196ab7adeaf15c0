import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSandbox, type NodeSandbox } from '../../node'
import { areaClient } from '../../testing/areaClient'
import type { PersonaKey } from '../../world/personas'
import { PERSONA_IDS } from '../../world/personas'
import { type PushEvent, pushBus } from '../../world/pushes'

const NOW = Date.UTC(2026, 10, 21, 15, 0, 0)
let sandbox: NodeSandbox

beforeEach(() => {
  sandbox = createSandbox({ now: NOW, auctions: 20, backgroundBidding: false, waves: false })
  sandbox.listen()
})
afterEach(() => sandbox.server.close())

const as = (persona: PersonaKey) => areaClient(sandbox, 'savedauctions', sandbox.signIn(persona).accessToken)

interface Row {
  id: number
  vin: string
  dealer_id: number
  status: string
  launch_count: number
}
const list = async (persona: PersonaKey, query = 'size=100') =>
  (await as(persona)(`/bff/saved_auctions?${query}`)).body as { results: Row[]; total: number }

const payloadFor = (row: Row, extra: Record<string, unknown> = {}) => ({
  vin: row.vin,
  dealer_id: row.dealer_id,
  autosell: false,
  floor_price: 20_000,
  green_light: true,
  lane: 'live_auction',
  lane_id: null,
  duration_in_seconds: 3600,
  address_id: 102_001,
  title_option: 'title_present',
  start_price: 5000,
  auction_start_time: null,
  saved_auction_id: row.id,
  source: 'web',
  requestor_user_id: PERSONA_IDS.seller,
  ...extra,
})

describe('saved-auctions gateway: list, save, delete', () => {
  it('gives seller@ saved auctions in every status, paged', async () => {
    const all = await list('seller')
    expect(new Set(all.results.map((r) => r.status))).toEqual(
      new Set(['complete', 'submitted', 'max_launches', 'expired', 'incomplete']),
    )
    const page = await list('seller', 'from=10&size=10')
    expect(page.total).toBe(all.total)
    expect(page.results.map((r) => r.id)).toEqual(all.results.slice(10, 20).map((r) => r.id))
  })

  it('filters by dealership, -1 meaning all of them, and refuses a foreign dealership', async () => {
    const only103 = await list('admin', 'dealer_ids=103&size=100')
    expect(only103.results.every((r) => r.dealer_id === 103)).toBe(true)
    const all = await list('admin', 'dealer_ids=-1&size=100')
    expect(new Set(all.results.map((r) => r.dealer_id))).toEqual(new Set([103, 104]))
    expect((await as('admin')('/saved_auctions?dealer_ids=102')).status).toBe(403)
  })

  it('saves a vehicle (complete when launchable) and deletes it', async () => {
    const vin = '1FTFW1E50PFA12345'
    const made = await as('seller')('/saved_auctions', {
      body: { vin, dealer_id: 102, odometer: 12_000, transmission: 'Automatic', launch_address_id: 102_001 },
    })
    expect(made).toMatchObject({ status: 201, body: { vin, status: 'complete', launch_count: 0 } })
    expect((await as('seller')('/saved_auctions', { body: { vin, dealer_id: 102 } })).status).toBe(409)
    expect((await as('buyer')('/saved_auctions', { body: { vin, dealer_id: 101 } })).status).toBe(403)
    const gone = await as('seller')(`/bff/saved_auctions?ids=${made.body.id}`, { method: 'DELETE' })
    expect(gone.body).toEqual({ deleted: [made.body.id] })
    expect((await list('seller', 'query=1FTFW1E50PFA12345')).total).toBe(0)
  })
})

describe('saved-auctions gateway: launch', () => {
  it('launches a complete saved auction as a live auction in the world and marks it submitted', async () => {
    const row = (await list('seller')).results.find((r) => r.status === 'complete') as Row
    const res = await as('seller')(`/launch/v1/${row.id}/launch_auction`, { body: payloadFor(row) })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ saved_auction_id: row.id, status: 'submitted', auction_status: 'active' })
    const auction = sandbox.world.auctions.get(res.body.auction_id)
    expect(auction).toMatchObject({ status: 'active', sellerDealerId: 102, floorPrice: 20_000, startPrice: 5000 })
    expect(auction?.vehicle.vin).toBe(row.vin)
    expect(sandbox.engine.runningAuctions()).toContain(auction)
    const details = await as('seller')(`/launch/v1/${row.id}/details`)
    expect(details.body.saved_auction).toMatchObject({
      status: 'submitted',
      launch_count: row.launch_count + 1,
      auction_id: auction?.id,
    })
    expect(details.body.can_launch).toBe(false)
  })

  it('pushes LAUNCH_NOTIFICATION_V2 to every other persona when a launch goes live, not for a scheduled one', async () => {
    const pushes: PushEvent[] = []
    pushBus(sandbox.engine).subscribe((event) => pushes.push(event))
    const [live, later] = (await list('seller')).results.filter((r) => r.status === 'complete') as [Row, Row]
    const res = await as('seller')(`/launch/v1/${live.id}/launch_auction`, { body: payloadFor(live) })
    const window = (await as('seller')(`/launch/v1/${later.id}/details`)).body.saved_auction.no_reserve_preview[0]
    await as('seller')(`/launch/v1/${later.id}/launch_auction`, {
      body: payloadFor(later, { lane: 'no_reserve_preview', auction_start_time: window.start_time }),
    })
    const launched = pushes.filter((p) => p.type === 'LAUNCH_NOTIFICATION_V2')
    expect(launched.map((p) => p.channel)).toEqual([
      'user.1',
      'user.3',
      'user.4',
      'user.5',
      'user.6',
      'user.7',
      'user.8',
      'user.9',
      'user.10',
      'user.11',
    ])
    expect(launched[0]).toMatchObject({
      type: 'LAUNCH_NOTIFICATION_V2',
      auctionId: res.body.auction_id,
      lane: 'live',
      notification: { link: `/auction/${res.body.auction_id}` },
    })
  })

  it('pushes PRE_LAUNCH to the seller alone when a launch is scheduled for later, none for a live one', async () => {
    const pushes: PushEvent[] = []
    pushBus(sandbox.engine).subscribe((event) => pushes.push(event))
    const [live, later] = (await list('seller')).results.filter((r) => r.status === 'complete') as [Row, Row]
    await as('seller')(`/launch/v1/${live.id}/launch_auction`, { body: payloadFor(live) })
    const startTime = Math.floor(sandbox.engine.now() / 1000) + 3600
    const res = await as('seller')(`/launch/v1/${later.id}/launch_auction`, {
      body: payloadFor(later, { auction_start_time: startTime }),
    })
    expect(res.body).toMatchObject({ auction_status: 'run_list' })
    expect(pushes.filter((p) => p.type === 'PRE_LAUNCH')).toEqual([
      expect.objectContaining({
        channel: 'user.2',
        auctionId: res.body.auction_id,
        notification: expect.objectContaining({ link: `/auction/${res.body.auction_id}` }),
      }),
    ])
  })

  it('schedules a no_reserve_preview launch in its window, and refuses one without a window', async () => {
    const row = (await list('seller')).results.find((r) => r.status === 'complete') as Row
    const none = await as('seller')(`/launch/v1/${row.id}/launch_auction`, {
      body: payloadFor(row, { lane: 'no_reserve_preview' }),
    })
    expect(none).toMatchObject({ status: 409, body: [{ code: 'launch_window_required' }] })
    const window = (await as('seller')(`/launch/v1/${row.id}/details`)).body.saved_auction.no_reserve_preview[0]
    const res = await as('seller')(`/launch/v1/${row.id}/launch_auction`, {
      body: payloadFor(row, { lane: 'no_reserve_preview', auction_start_time: window.start_time }),
    })
    expect(res.body).toMatchObject({ auction_status: 'preview', start_time: window.start_time })
    expect(sandbox.world.auctions.get(res.body.auction_id)?.floorPrice).toBeNull()
  })

  it('refuses a launch in a status that cannot launch, a malformed payload and a foreign saved auction', async () => {
    const rows = (await list('seller')).results
    const expired = rows.find((r) => r.status === 'expired') as Row
    const res = await as('seller')(`/launch/v1/${expired.id}/launch_auction`, { body: payloadFor(expired) })
    expect(res).toMatchObject({ status: 409, body: [{ code: 'expired' }] })
    const bad = await as('seller')(`/launch/v1/${expired.id}/launch_auction`, { body: { vin: expired.vin } })
    expect(bad.status).toBe(400)
    const foreign = await as('buyer')(`/launch/v1/${expired.id}/details`)
    expect(foreign.status).toBe(404)
  })

  it('bulk launch is all or nothing: a 400 lists the refused ones with errors and detail', async () => {
    const rows = (await list('seller')).results
    const complete = rows.find((r) => r.status === 'complete') as Row
    const maxed = rows.find((r) => r.status === 'max_launches') as Row
    const refused = await as('seller')('/launch/v1/bulk_auction_launch', {
      body: [payloadFor(complete), payloadFor(maxed)],
    })
    expect(refused.status).toBe(400)
    expect(refused.body).toEqual([
      expect.objectContaining({
        saved_auction_id: maxed.id,
        success: false,
        errors: [{ message: 'This vehicle has no more launches left.', code: 'max_launches' }],
        detail: 'This vehicle has no more launches left.',
      }),
    ])
    expect((await list('seller')).results.find((r) => r.id === complete.id)?.status).toBe('complete')
    const ok = await as('seller')('/launch/v1/bulk_auction_launch', { body: [payloadFor(complete)] })
    expect(ok.body).toEqual([expect.objectContaining({ saved_auction_id: complete.id, success: true, errors: [] })])
  })
})
