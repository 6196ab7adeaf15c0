import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSandbox, type NodeSandbox } from '../../node'
import { areaClient } from '../../testing/areaClient'
import type { PersonaKey } from '../../world/personas'

const NOW = Date.UTC(2026, 10, 21, 15, 0, 0)
let sandbox: NodeSandbox

beforeEach(() => {
  sandbox = createSandbox({ now: NOW, auctions: 20, backgroundBidding: false, waves: false })
  sandbox.listen()
})
afterEach(() => sandbox.server.close())

const as = (persona: PersonaKey) => areaClient(sandbox, 'savedauctions', sandbox.signIn(persona).accessToken)
const request = (extra: Record<string, unknown> = {}) => ({
  dealer_id: 102,
  vin: '1FTFW1E51PFA12345',
  odometer: 41_000,
  address_id: 102_001,
  window_start: '2026-11-23',
  window_end: '2026-11-25',
  contact_name: 'Sam Seller',
  contact_phone: '512-555-0142',
  notes: 'Keys at the front desk.',
  ...extra,
})
const post = (body: unknown, key = 'intent-1') =>
  as('seller')('/inspections/v1/requests', { body, headers: { 'Idempotency-Key': key } })

describe('inspections (docs/adr/0045-request-inspection.md)', () => {
  it("lists seller@'s dealership's requests in every status, the inspected one with its saved auction", async () => {
    const { status, body } = await as('seller')('/inspections/v1/requests?dealer_id=102')
    expect(status).toBe(200)
    expect(body.results.map((r: { status: string }) => r.status)).toEqual([
      'requested',
      'scheduled',
      'inspected',
      'cancelled',
    ])
    const inspected = body.results[2]
    expect(inspected.saved_auction_id).toEqual(expect.any(Number))
    expect(inspected.address.label).toMatch(/main lot/)
  })

  it('offers the dealership addresses and saved vehicles without an open request', async () => {
    const { body } = await as('seller')('/inspections/v1/options?dealer_id=102')
    expect(body.addresses[0]).toEqual({ id: 102_001, label: expect.stringMatching(/main lot/) })
    expect(body.vehicles.length).toBeGreaterThan(0)
    expect(body.earliest_date).toBe('2026-11-21')
  })

  it('refuses each invalid field with its code, and a past window', async () => {
    const { status, body } = await post(
      request({ vin: 'IOQ12', odometer: -1, address_id: 1, contact_phone: '55', window_start: '2026-11-20' }),
    )
    expect(status).toBe(400)
    expect(body.map((e: { code: string }) => e.code)).toEqual([
      'invalid_vin',
      'invalid_odometer',
      'invalid_address',
      'invalid_window',
      'invalid_contact',
    ])
  })

  it('requests once per Idempotency-Key, refuses a second open request for the VIN, and lists the new one first', async () => {
    const first = await post(request())
    const again = await post(request())
    expect(first.status).toBe(201)
    expect(again.status).toBe(201)
    expect(again.body.id).toBe(first.body.id)
    expect(first.body).toMatchObject({ status: 'requested', vin: '1FTFW1E51PFA12345', make: 'Ford' })
    const duplicate = await post(request(), 'intent-2')
    expect(duplicate.status).toBe(409)
    expect(duplicate.body[0].code).toBe('already_requested')
    const { body } = await as('seller')('/inspections/v1/requests?dealer_id=102')
    expect(body.total).toBe(5)
    expect(body.results[0].id).toBe(first.body.id)
  })

  it('needs an Idempotency-Key', async () => {
    const { status, body } = await as('seller')('/inspections/v1/requests', { body: request() })
    expect(status).toBe(400)
    expect(body[0].code).toBe('missing_idempotency_key')
  })

  it('cancels a requested inspection (again harmlessly) but not a scheduled one', async () => {
    const { body } = await as('seller')('/inspections/v1/requests?dealer_id=102')
    const [requested, scheduled] = body.results
    const cancel = (id: number) => as('seller')(`/inspections/v1/requests/${id}/cancel`, { method: 'POST' })
    expect((await cancel(requested.id)).body.status).toBe('cancelled')
    expect((await cancel(requested.id)).status).toBe(200)
    const refused = await cancel(scheduled.id)
    expect(refused.status).toBe(409)
    expect(refused.body[0].code).toBe('not_cancellable')
  })

  it('keeps non-sellers, limited users and other dealerships out', async () => {
    expect((await as('buyer')('/inspections/v1/requests?dealer_id=101')).body[0].code).toBe('cannot_sell')
    expect((await as('buyer')('/inspections/v1/requests?dealer_id=102')).body[0].code).toBe('not_a_member')
    const limited = await as('limited')('/inspections/v1/options?dealer_id=105')
    expect(limited.status).toBe(403)
    expect(limited.body[0].code).toBe('limited_user')
  })
})
