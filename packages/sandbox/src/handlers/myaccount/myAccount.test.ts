import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSandbox, type NodeSandbox } from '../../node'
import { areaClient } from '../../testing/areaClient'
import type { PersonaKey } from '../../world/personas'
import { SCENARIO_AUCTION_IDS } from '../../world/scenarios'

const NOW = Date.UTC(2026, 10, 21, 15, 0, 0)
let sandbox: NodeSandbox

beforeEach(() => {
  sandbox = createSandbox({ now: NOW, auctions: 60, backgroundBidding: false, waves: false })
  sandbox.listen()
})
afterEach(() => sandbox.server.close())

const as = (persona: PersonaKey) => areaClient(sandbox, 'myaccount', sandbox.signIn(persona).accessToken)

describe('my-account gateway', () => {
  it('bills outstanding@ a purchase and a buy fee for every won auction, open until paid', async () => {
    const open = (await as('outstanding')('/invoice?dealer_id=110&status=open&size=100')).body
    for (const id of SCENARIO_AUCTION_IDS.outstandingWon) {
      const mine = open.invoices.filter((i: { auction_id: number }) => i.auction_id === id)
      expect(mine.map((i: { type: string }) => i.type).sort()).toEqual(['buy_fee', 'vehicle_purchase'])
    }
    const dues = open.invoices.map((i: { due_date: number }) => i.due_date)
    expect(dues).toEqual([...dues].sort((a, b) => a - b))
  })

  it('sums the open balance in the summary, pages the list and exports the same rows as CSV', async () => {
    const summary = (await as('admin')('/invoice/summary?dealer_id=103')).body
    const open = (await as('admin')('/invoice?dealer_id=103&status=open&size=100')).body
    expect(summary.open_count).toBe(open.total)
    expect(summary.open_balance).toBe(open.invoices.reduce((s: number, i: { amount: number }) => s + i.amount, 0))
    const page = (await as('admin')('/invoice?dealer_id=103&page=1&size=5')).body
    expect(page).toMatchObject({ page: 1, size: 5, total: 12 })
    expect(page.invoices).toHaveLength(5)
    const csv = await as('admin')('/invoice/export?dealer_id=103')
    expect(csv.text.split('\n')).toHaveLength(13)
    expect((await as('admin')('/invoice?dealer_id=101')).status).toBe(403)
  })

  it('downloads an invoice PDF for a member only', async () => {
    const [first] = (await as('admin')('/invoice?dealer_id=104')).body.invoices
    const pdf = await as('admin')(`/invoice/download?invoice_id=${first.id}`)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect((await as('buyer')(`/invoice/download?invoice_id=${first.id}`)).status).toBe(404)
  })

  it('measures seller performance over the window', async () => {
    const res = await as('seller')('/seller_performance_metrics/102?days=30')
    expect(res.body).toMatchObject({ dealer_id: 102, days: 30, in_negotiation: 1 })
    expect(res.body.launched).toBe(res.body.sold + res.body.unsold + res.body.in_negotiation)
    expect((await as('seller')('/seller_performance_metrics/102?days=7')).status).toBe(400)
  })
})
