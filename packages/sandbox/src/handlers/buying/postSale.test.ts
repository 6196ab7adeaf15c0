import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSandbox, type NodeSandbox } from '../../node'
import { areaClient } from '../../testing/areaClient'
import { POST_SALE_CLOCK } from '../../world/postSale'
import { SCENARIO_AUCTION_IDS } from '../../world/scenarios'

/** docs/adr/0023: one purchase's post-sale steps move along with the engine's clock; evidence is stored per file. */
const NOW = Date.UTC(2026, 10, 21, 15, 0, 0)
let sandbox: NodeSandbox
beforeEach(() => {
  sandbox = createSandbox({ now: NOW, auctions: 20, backgroundBidding: false, waves: false })
  sandbox.listen()
})
afterEach(() => sandbox.server.close())

const [WON] = SCENARIO_AUCTION_IDS.outstandingWon
const buying = () => areaClient(sandbox, 'buying', sandbox.signIn('outstanding').accessToken)
const progress = async () => (await buying()(`/bff/orders/${WON}/post_sale?dealer_id=110`)).body
const finalize = (payment: string, transport: boolean) =>
  buying()(`/bff/orders/finalize/${WON}`, {
    method: 'PUT',
    body: {
      buyer_organization_id: 110,
      transport_quote_accepted: transport,
      payment_provider_name: payment,
      arbitration_plan_id: 1,
      delivery_address_id: 1101,
      transportation_service_type: transport ? 'enclosed' : null,
    },
  })

describe('post-sale progress (GET bff/orders/{id}/post_sale)', () => {
  it('starts nothing before the finalize; the arbitration window already has its end', async () => {
    const before = await progress()
    expect([before.payment.status, before.title.status, before.transport.status]).toEqual([
      'not_started',
      'not_started',
      'not_started',
    ])
    expect(before.arbitration.closes_at).toBeGreaterThan(NOW / 1000)
  })

  it('moves the steps along with the clock after a finalize with transport', async () => {
    expect((await finalize('ach', true)).status).toBe(200)
    const at = await progress()
    expect(at.payment).toMatchObject({ status: 'done', method: 'ach', invoice_id: `INV-${WON}` })
    expect(at.title.status).toBe('in_progress')
    expect(at.transport).toMatchObject({ status: 'in_progress', service_type: 'enclosed', request_id: `TR-${WON}` })
    expect(at.arbitration.status).toBe('in_progress')
    sandbox.advance(POST_SALE_CLOCK.titleArrivesMs)
    expect((await progress()).title.status).toBe('done')
    sandbox.advance(POST_SALE_CLOCK.transportDeliversMs)
    expect((await progress()).transport.status).toBe('done')
  })

  it('waits for a check (needs action) and then cashes it; no transport stays not started', async () => {
    await finalize('check', false)
    const first = await progress()
    expect(first.payment.status).toBe('needs_action')
    expect(first.transport.status).toBe('not_started')
    sandbox.advance(POST_SALE_CLOCK.checkArrivesMs)
    expect((await progress()).payment.status).toBe('done')
  })

  it('answers only the buyer: 404 for another dealer, 400 without dealer_id', async () => {
    const other = areaClient(sandbox, 'buying', sandbox.signIn('buyer').accessToken)
    expect((await other(`/bff/orders/${WON}/post_sale?dealer_id=101`)).status).toBe(404)
    expect((await buying()(`/bff/orders/${WON}/post_sale`)).status).toBe(400)
  })
})

describe('evidence upload (POST bff/arbitrations/{id}/evidence)', () => {
  it('stores a photo per request and refuses other types', async () => {
    const form = new FormData()
    form.append('file', new File([new Uint8Array(10)], 'dent.jpg', { type: 'image/jpeg' }))
    const stored = await buying()(`/bff/arbitrations/${WON}/evidence`, { body: form })
    expect(stored.status).toBe(201)
    expect(stored.body).toEqual({ file_key: expect.stringMatching(/^ev-/), name: 'dent.jpg', size: 10 })
    const text = new FormData()
    text.append('file', new File(['x'], 'a.txt', { type: 'text/plain' }))
    expect((await buying()(`/bff/arbitrations/${WON}/evidence`, { body: text })).status).toBe(400)
  })
})
