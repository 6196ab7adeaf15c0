import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSandbox, type NodeSandbox } from '../../node'
import { areaClient } from '../../testing/areaClient'
import type { PersonaKey } from '../../world/personas'

const NOW = Date.UTC(2026, 10, 21, 15, 0, 0)
const DAY = 86_400_000
let sandbox: NodeSandbox

beforeEach(() => {
  sandbox = createSandbox({ now: NOW, auctions: 10, backgroundBidding: false, waves: false })
  sandbox.listen()
})
afterEach(() => sandbox.server.close())

const as = (persona: PersonaKey, gateway: 'myauctions' | 'capital' = 'myauctions') =>
  areaClient(sandbox, gateway, sandbox.signIn(persona).accessToken)

describe('titles (docs/adr/0027)', () => {
  it('seeds every list for a persona, counts each, and refuses an unknown list', async () => {
    const urgent = await as('buyer')('/titles?list=urgent')
    expect(urgent.status).toBe(200)
    const { counts } = urgent.body
    for (const list of ['urgent', 'due_soon', 'recently_sold', 'closed', 'pre_sale'])
      expect(counts[list], list).toBeGreaterThan(0)
    expect(counts.open).toBe(counts.urgent + counts.due_soon + counts.recently_sold)
    expect(urgent.body.titles).toHaveLength(counts.urgent)
    expect(urgent.body.titles.some((t: { status: string }) => t.status === 'problem')).toBe(true)
    const closed = (await as('buyer')('/titles?list=closed')).body.titles
    expect(
      closed.every((t: { status: string; delivered_at: number }) => t.status === 'delivered' && t.delivered_at),
    ).toBe(true)
    expect((await as('buyer')('/titles?list=everything')).status).toBe(400)
  })

  it('moves titles along on the clock: due soon becomes urgent, sent becomes delivered', async () => {
    const before = (await as('buyer')('/titles?list=due_soon')).body
    const dueSoon = before.titles[0]
    sandbox.advance(4 * DAY)
    const urgent = (await as('buyer')('/titles?list=urgent')).body.titles
    expect(urgent.map((t: { id: number }) => t.id)).toContain(dueSoon.id)
    const closedAfter = (await as('buyer')('/titles?list=closed')).body.counts.closed
    expect(closedAfter).toBeGreaterThan(before.counts.closed)
  })

  it('sends a capital-financed title when its capital invoice is paid', async () => {
    const [invoice] = (await as('capital', 'capital')('/open-invoices')).body.invoices
    const find = async () => {
      const open = (await as('capital')('/titles?list=open')).body.titles
      return open.find((t: { auction_id: number }) => t.auction_id === invoice.auction_id)
    }
    expect(await find()).toMatchObject({ status: 'awaiting_payment', paid_at: null })
    await as('capital', 'capital')('/payment', { body: { auction_id: invoice.auction_id, total: invoice.balance_due } })
    expect(await find()).toMatchObject({ status: 'sent' })
  })

  it('exports in-process and finalized titles from the same records', async () => {
    const csv = (await as('buyer')('/export/titles_in_process')).text.split('\n')
    const open = (await as('buyer')('/titles?list=open')).body.counts.open
    expect(csv[0]).toBe('id,vin,year,make,model,status,amount,date')
    expect(csv).toHaveLength(open + 1)
    const finalized = (await as('buyer')('/export/titles_finalized')).text.split('\n')
    expect(finalized.slice(1).every((row) => row.includes(',delivered,'))).toBe(true)
  })
})
