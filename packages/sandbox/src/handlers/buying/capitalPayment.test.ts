import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSandbox, type NodeSandbox } from '../../node'
import { areaClient } from '../../testing/areaClient'
import { CAPITAL_DEALER } from '../../world/capital'
import { PERSONA_IDS, type PersonaKey } from '../../world/personas'
import type { Auction } from '../../world/types'

/**
 * The capital payment method at finalize (marketplace §7 Capital POST payment {auction_id, total}; docs/adr/0037):
 * checkout options offer it to a dealership with an active capital account only; capital pays the purchase once per
 * Idempotency-Key; the finalize by capital needs that payment.
 */
const NOW = Date.UTC(2026, 10, 21, 15, 0, 0)
const SALE = 12_000
let sandbox: NodeSandbox
beforeEach(() => {
  sandbox = createSandbox({ now: NOW, auctions: 30, backgroundBidding: false, waves: false })
  sandbox.listen()
})
afterEach(() => sandbox.server.close())

const as = (persona: PersonaKey, gateway: 'buying' | 'capital') =>
  areaClient(sandbox, gateway, sandbox.signIn(persona).accessToken)

/** An auction another dealership sold, won an hour ago by `persona`'s dealership `dealerId` for SALE. */
const wonBy = (persona: PersonaKey, dealerId: number): Auction => {
  const auction = [...sandbox.world.auctions.values()].find(
    (a) => a.sellerDealerId !== dealerId && a.status !== 'active',
  )
  if (!auction) throw new Error('no ended auction in this world')
  auction.status = 'ended_accepted'
  auction.endTime = NOW - 3_600_000
  auction.floorPrice = SALE
  auction.bids.length = 0
  auction.bids.push({ amount: SALE, userId: PERSONA_IDS[persona], dealerId, at: NOW - 3_605_000, proxy: false })
  return auction
}

const finalizeBody = (org: number, payment: string) => ({
  buyer_organization_id: org,
  transport_quote_accepted: false,
  payment_provider_name: payment,
  arbitration_plan_id: 1,
})

describe('capital payment at finalize', () => {
  it('is offered to capital@, paid once per key, and then finalizes', async () => {
    const auction = wonBy('capital', CAPITAL_DEALER)
    const options = await as('capital', 'buying')(`/bff/orders/${auction.id}/checkout_options/${CAPITAL_DEALER}`)
    expect(options.body.payment_methods).toEqual(['ach', 'floor_plan', 'check', 'capital'])

    const early = await as('capital', 'buying')(`/bff/orders/finalize/${auction.id}`, {
      method: 'PUT',
      body: finalizeBody(CAPITAL_DEALER, 'capital'),
    })
    expect(early.status).toBe(409)

    const total = SALE + 175
    const pay = () =>
      as('capital', 'capital')('/payment', {
        body: { auction_id: auction.id, total },
        headers: { 'Idempotency-Key': 'finalize-intent-1' },
      })
    const first = await pay()
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ auction_id: auction.id, amount: total, status: 'paid' })
    const again = await pay()
    expect(again.body.payment_id).toBe(first.body.payment_id)
    const open = (await as('capital', 'capital')('/open-invoices')).body.invoices
    expect(open.filter((i: { auction_id: number }) => i.auction_id === auction.id)).toHaveLength(1)

    const finalized = await as('capital', 'buying')(`/bff/orders/finalize/${auction.id}`, {
      method: 'PUT',
      body: finalizeBody(CAPITAL_DEALER, 'capital'),
    })
    expect(finalized.status).toBe(200)
    expect(finalized.body).toMatchObject({ finalized: true, payment_provider_name: 'capital' })
  })

  it('refuses a total below the sale price', async () => {
    const auction = wonBy('capital', CAPITAL_DEALER)
    const low = await as('capital', 'capital')('/payment', { body: { auction_id: auction.id, total: SALE - 1 } })
    expect(low.status).toBe(409)
  })

  it('is neither offered nor accepted for a dealership without a capital account', async () => {
    const buyerDealer = sandbox.world.users.get(PERSONA_IDS.buyer)?.defaultDealerId ?? 0
    const auction = wonBy('buyer', buyerDealer)
    const options = await as('buyer', 'buying')(`/bff/orders/${auction.id}/checkout_options/${buyerDealer}`)
    expect(options.body.payment_methods).not.toContain('capital')
    const paid = await as('buyer', 'capital')('/payment', { body: { auction_id: auction.id, total: SALE } })
    expect(paid.status).toBe(403)
    const finalized = await as('buyer', 'buying')(`/bff/orders/finalize/${auction.id}`, {
      method: 'PUT',
      body: finalizeBody(buyerDealer, 'capital'),
    })
    expect(finalized.status).toBe(403)
  })
})
