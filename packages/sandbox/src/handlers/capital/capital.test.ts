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

const as = (persona: PersonaKey) => areaClient(sandbox, 'capital', sandbox.signIn(persona).accessToken)

describe('capital gateway: account and invoices', () => {
  it('answers the capital user check 200 for capital@ and 404 for everyone else', async () => {
    expect((await as('capital')('/account/user/exists')).body).toEqual({ exists: true, dealer_ids: [109] })
    expect(await as('buyer')('/account/user/exists')).toMatchObject({ status: 404, body: { code: 'not_capital_user' } })
  })

  it('gives capital@ account details, open invoices soonest due first and closed ones by date', async () => {
    const account = (await as('capital')('/account/details/dealer/109')).body
    const open = (await as('capital')('/open-invoices')).body
    expect(open.invoices).toHaveLength(4)
    expect(open.invoices.every((i: { status: string }) => i.status === 'open')).toBe(true)
    expect(account).toMatchObject({
      credit_limit: 250_000,
      open_invoice_count: 4,
      outstanding_balance: open.total_balance_due,
    })
    expect(account.available_credit).toBe(250_000 - open.total_balance_due)
    const closed = (await as('capital')('/closed-invoices?start_date=2026-01-01&end_date=2026-12-31')).body
    expect(closed.invoices.length).toBeGreaterThan(0)
    expect((await as('capital')('/closed-invoices?start_date=2026-12-31&end_date=2026-01-01')).status).toBe(400)
    expect((await as('buyer')('/account/details/dealer/109')).status).toBe(404)
  })

  it('pays an open invoice with its balance due: it closes and the credit comes back; a wrong total is 409', async () => {
    const [first] = (await as('capital')('/open-invoices')).body.invoices
    const wrong = await as('capital')('/payment', {
      body: { auction_id: first.auction_id, total: first.balance_due - 1 },
    })
    expect(wrong).toMatchObject({ status: 409, body: { code: 'wrong_total' } })
    const paid = await as('capital')('/payment', { body: { auction_id: first.auction_id, total: first.balance_due } })
    expect(paid.body).toMatchObject({
      status: 'paid',
      amount: first.balance_due,
      invoice: { status: 'closed', balance_due: 0 },
    })
    expect((await as('capital')('/open-invoices')).body.invoices).toHaveLength(3)
    const account = (await as('capital')('/account/details/dealer/109')).body
    expect(account.open_invoice_count).toBe(3)
    const again = await as('capital')('/payments', {
      body: [{ auction_id: first.auction_id, total: first.balance_due }],
    })
    expect(again.status).toBe(404)
  })

  it('answers a repeated Idempotency-Key with the first payment and never pays twice (ADR 0027)', async () => {
    const [first, second] = (await as('capital')('/open-invoices')).body.invoices
    const pay = (key: string, invoice = first) =>
      as('capital')('/payment', {
        body: { auction_id: invoice.auction_id, total: invoice.balance_due },
        headers: { 'Idempotency-Key': key },
      })
    const paid = await pay('intent-1')
    const retried = await pay('intent-1')
    expect(retried).toMatchObject({ status: 200, body: paid.body })
    expect((await pay('intent-2')).status).toBe(404)
    expect((await pay('intent-1', second)).body.payment_id).toBe(paid.body.payment_id)
    expect((await as('capital')('/open-invoices')).body.invoices).toHaveLength(3)
  })

  it('quotes fees by the schedule and says when an amount is out of range', async () => {
    const [invoice] = (await as('capital')('/open-invoices')).body.invoices
    const fee = await as('capital')(`/invoice/fee/${invoice.auction_id}?dealer_id=109`)
    expect(fee.body).toMatchObject({ vehicle_amount: invoice.vehicle_amount, fee: invoice.fee })
    expect((await as('capital')('/fee/out-of-range/dealer/109/amount/90000')).body.out_of_range).toBe(true)
    expect((await as('capital')('/fee/out-of-range/dealer/109/amount/9000')).body.out_of_range).toBe(false)
    expect((await as('capital')('/fee/eligibility/dealer/109')).body).toMatchObject({ eligible: true, reasons: [] })
  })
})

describe('capital gateway: leads, line increases, documents, credits', () => {
  it('takes one lead per dealership and one pending line increase per account', async () => {
    const lead = await as('buyer')('/account/lead', { body: { dealer_id: 101, requested_amount: 50_000 } })
    expect(lead).toMatchObject({ status: 201, body: { dealer_id: 101, status: 'submitted' } })
    expect((await as('buyer')('/account/lead', { body: { dealer_id: 101 } })).status).toBe(409)
    expect((await as('buyer')('/lead-generation/dealer/101')).body).toMatchObject({
      eligible: false,
      lead: { id: lead.body.id },
    })
    const up = await as('capital')('/request-line-increase', { body: { dealer_id: 109, requested_limit: 300_000 } })
    expect(up).toMatchObject({ status: 201, body: { current_limit: 250_000, status: 'pending' } })
    expect(
      (await as('capital')('/request-line-increase', { body: { dealer_id: 109, requested_limit: 400_000 } })).status,
    ).toBe(409)
    expect((await as('capital')('/account/details/dealer/109')).body.pending_line_increase).toMatchObject({
      requested_limit: 300_000,
    })
  })

  it('serves the title document and bill of sale as PDFs, and the credit balance with its message', async () => {
    const [invoice] = (await as('capital')('/open-invoices')).body.invoices
    const title = await as('capital')(`/v1/title/document/${invoice.auction_id}`)
    expect(title.headers.get('content-type')).toBe('application/pdf')
    expect((await as('buyer')(`/bill_of_sale/${invoice.auction_id}`)).status).toBe(404)
    expect((await as('capital')('/credits/balance')).body).toMatchObject({ balance: 500, message: expect.any(String) })
    expect((await as('buyer')('/credits/balance')).body).toEqual({ balance: 0, message: null, expires_at: null })
  })
})
