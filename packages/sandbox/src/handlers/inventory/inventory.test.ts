import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSandbox, type NodeSandbox } from '../../node'
import { areaClient } from '../../testing/areaClient'
import type { PersonaKey } from '../../world/personas'

const NOW = Date.UTC(2026, 10, 21, 15, 0, 0)
let sandbox: NodeSandbox

beforeEach(() => {
  sandbox = createSandbox({ now: NOW, auctions: 10, backgroundBidding: false, waves: false })
  sandbox.listen()
})
afterEach(() => sandbox.server.close())

const as = (persona: PersonaKey) => areaClient(sandbox, 'inventory', sandbox.signIn(persona).accessToken)
const accept = async (persona: PersonaKey) => {
  const terms = (await as(persona)('/bff/inventory/terms_of_service')).body
  return as(persona)('/bff/inventory/terms_of_service', {
    body: { eulaId: terms.eulaId, acceptedDate: new Date(NOW).toISOString() },
  })
}

describe('inventory gateway: terms gate', () => {
  it('refuses inventory calls until the terms are accepted, then acceptanceRequired turns false', async () => {
    const gate = await as('seller')('/bff/inventory/v1?dealer_id=102')
    expect(gate).toMatchObject({ status: 403, body: { code: 'terms_required' } })
    expect((await as('seller')('/bff/inventory/terms_of_service')).body).toMatchObject({
      acceptanceRequired: true,
      accepted: false,
    })
    const accepted = await accept('seller')
    expect(accepted.body).toMatchObject({ acceptanceRequired: false, accepted: true })
    expect((await as('seller')('/bff/inventory/v1?dealer_id=102')).status).toBe(200)
    const stale = await as('buyer')('/bff/inventory/terms_of_service', {
      body: { eulaId: 'old', acceptedDate: '2026-01-01T00:00:00Z' },
    })
    expect(stale.status).toBe(409)
    const content = await as('buyer')('/bff/inventory/terms_of_service/content')
    expect(content.body.content).toContain('sandbox')
  })
})

describe('inventory gateway: lists and auction', () => {
  it('lists the same page on v1 to v3, filters by status and exports CSV', async () => {
    await accept('seller')
    const v1 = await as('seller')('/bff/inventory/v1?dealer_id=102&size=12')
    const v3 = await as('seller')('/bff/inventory/v3?dealer_id=102&size=12')
    expect(v1.body).toEqual(v3.body)
    expect(v1.body).toMatchObject({ total: 40, size: 12 })
    expect(v1.body.results.every((r: { status: string }) => r.status === 'in_stock')).toBe(true)
    const csv = await as('seller')('/bff/inventory/export_data?dealer_id=102')
    expect(csv.text.split('\n')).toHaveLength(41)
    expect((await as('seller')('/bff/inventory/v2?dealer_id=101')).status).toBe(403)
  })

  it('sends vehicles to auction as saved auctions, then bulk-launches them as live auctions', async () => {
    await accept('seller')
    const rows = (await as('seller')('/bff/inventory/v1?dealer_id=102&size=100')).body.results as {
      id: number
      odometer: number | null
    }[]
    const ready = rows.filter((r) => r.odometer !== null).slice(0, 2)
    const sent = await as('seller')('/bff/inventory/send_to_acv', {
      body: { dealer_id: 102, inventory_ids: ready.map((r) => r.id) },
    })
    expect(sent.body.results).toEqual(
      ready.map((r) => expect.objectContaining({ inventory_id: r.id, status: 'complete' })),
    )
    const saved = await areaClient(
      sandbox,
      'savedauctions',
      sandbox.signIn('seller').accessToken,
    )('/saved_auctions?size=100')
    const ids = saved.body.results.map((s: { id: number }) => s.id)
    expect(ids).toEqual(
      expect.arrayContaining(sent.body.results.map((r: { saved_auction_id: number }) => r.saved_auction_id)),
    )
    const launches = ready.map((r) => ({
      inventory_id: r.id,
      floor_price: null,
      start_price: 1000,
      duration_in_seconds: 3600,
    }))
    const launched = await as('seller')('/bff/inventory/saved_auctions/bulk_launch', { body: { launches } })
    expect(launched.status).toBe(200)
    for (const l of launched.body.results) expect(sandbox.world.auctions.get(l.auction_id)?.status).toBe('active')
    const listed = (await as('seller')('/bff/inventory/v1?dealer_id=102&status=at_auction')).body
    expect(listed.total).toBe(2)
    const gSale = await as('seller')('/bff/inventory/saved_auctions/bulk_launch_g_sale', { body: { launches } })
    expect(gSale).toMatchObject({ status: 403, body: { code: 'not_gtd_sale_user' } })
  })

  it('creates one saved auction (v2 with the odometer), and refuses a second for the same vehicle', async () => {
    await accept('seller')
    const missing = (await as('seller')('/bff/inventory/v1?dealer_id=102&size=100')).body.results.find(
      (r: { odometer: number | null }) => r.odometer === null,
    )
    const made = await as('seller')('/bff/inventory/saved_auctions/v2', {
      body: { dealer_id: 102, inventory_id: missing.id, odometer: 41_000 },
    })
    expect(made).toMatchObject({ status: 201, body: { inventory_id: missing.id, status: 'complete' } })
    const again = await as('seller')('/bff/inventory/create_saved_auction', {
      body: { dealer_id: 102, inventory_id: missing.id },
    })
    expect(again.status).toBe(409)
  })
})

describe('inventory gateway: uploads', () => {
  it('uploads a vehicles CSV with row errors, processes it once into the inventory', async () => {
    await accept('admin')
    const csv = [
      'vin,year,make,model,odometer,price',
      '1HGCM82633A004352,2003,Honda,Accord,120000,4500',
      'BADVIN,2020,Ford,F-150,1,1',
    ].join('\n')
    const form = new FormData()
    form.append('dealer_id', '103')
    form.append('file', new File([csv], 'cars.csv', { type: 'text/csv' }))
    const up = await as('admin')('/bff/inventory/vehicles/upload', { body: form })
    expect(up.body).toMatchObject({ rows: 2, accepted: 1, rejected: 1, errors: [{ row: 2 }] })
    const done = await as('admin')('/bff/inventory/vehicles/process', { body: { upload_id: up.body.upload_id } })
    expect(done.body.created).toEqual([
      expect.objectContaining({ vin: '1HGCM82633A004352', price: 4500, dealer_id: 103 }),
    ])
    expect(
      (await as('admin')('/bff/inventory/vehicles/process', { body: { upload_id: up.body.upload_id } })).status,
    ).toBe(409)
    expect((await as('admin')('/bff/inventory/v1?dealer_id=103&query=1HGCM82633A004352')).body.total).toBe(1)
  })

  it('adds photos to a vehicle and serves them', async () => {
    await accept('admin')
    const [vehicle] = (await as('admin')('/bff/inventory/v1?dealer_id=103')).body.results
    const form = new FormData()
    form.append('inventory_id', String(vehicle.id))
    form.append('files', new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' }))
    const res = await as('admin')('/bff/inventory/upload_inventory_images', { body: form })
    expect(res.body.image_urls).toHaveLength(1)
    const path = new URL(res.body.image_urls[0]).pathname.replace('/gw/inventory', '')
    const image = await as('admin')(path)
    expect(image.headers.get('content-type')).toBe('image/png')
  })
})
