import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { LiveEvent } from '../../engine/events'
import { createSandbox, type NodeSandbox } from '../../node'
import { areaClient } from '../../testing/areaClient'
import type { PersonaKey } from '../../world/personas'
import { SCENARIO_AUCTION_IDS } from '../../world/scenarios'

const NOW = Date.UTC(2026, 10, 21, 15, 0, 0)
let sandbox: NodeSandbox

beforeEach(() => {
  sandbox = createSandbox({ now: NOW, auctions: 40, backgroundBidding: false, waves: false })
  sandbox.listen()
})
afterEach(() => sandbox.server.close())

const as = (persona: PersonaKey) => areaClient(sandbox, 'myauctions', sandbox.signIn(persona).accessToken)
const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id)
const deal = SCENARIO_AUCTION_IDS.sellerNegotiation
const put = (body: unknown, key = 'k-1') => ({ method: 'PUT', body, headers: { 'Idempotency-Key': key } })

describe('my-auctions gateway: lists', () => {
  it("lists the buyer's running auctions on both paths, with the proxy bid", async () => {
    const bff = await as('buyer')('/bff/myacv/active/buying')
    const v3 = await as('buyer')('/v3/myacv/auctions/buying/active')
    const { buyerHighBidder, buyerOutbid, buyerProxy } = SCENARIO_AUCTION_IDS
    expect(bff.status).toBe(200)
    expect(bff.headers.get('X-Server-Time')).toBe(String(NOW))
    expect(ids(bff.body.results)).toEqual(expect.arrayContaining([buyerHighBidder, buyerOutbid, buyerProxy]))
    expect(v3.body).toEqual(bff.body)
    expect(bff.body.results.find((r: { id: number }) => r.id === buyerProxy).proxy_bid).toMatchObject({
      is_persistent: false,
    })
  })

  it('answers the selling list as {data: {auctions}} and the outstanding user’s wins to finalize', async () => {
    const selling = await as('seller')('/bff/myacv/active/selling')
    expect(ids(selling.body.data.auctions)).toContain(SCENARIO_AUCTION_IDS.sellerLive)
    const todo = await as('outstanding')('/myacv/needs_finalization')
    expect(ids(todo.body.results)).toEqual(expect.arrayContaining([...SCENARIO_AUCTION_IDS.outstandingWon]))
  })

  it('puts the seller’s negotiation in negotiation/selling with the buyer’s pending offer', async () => {
    const res = await as('seller')('/negotiation/selling')
    const row = res.body.results.find((r: { id: number }) => r.id === deal)
    expect(row.pending_offer).toMatchObject({ offer_state: 0, side: 'buyer', offer_value: row.high_bid.amount })
    expect(row.negotiationInfo).toMatchObject({ theirOffer: row.high_bid.amount, ourOffer: null })
  })

  it('answers 401 [{detail, code}] without a bearer', async () => {
    const res = await areaClient(sandbox, 'myauctions')('/buying/won')
    expect(res).toMatchObject({ status: 401, body: [{ code: 'unauthorized' }] })
  })
})

describe('my-auctions gateway: offer actions', () => {
  it('accepting the pending offer sells the auction and the offer turns accepted', async () => {
    const res = await as('seller')(`/bff/deals/${deal}`, put({ action: 'accept' }))
    expect(res.status).toBe(200)
    expect(res.body.auction.status).toBe('ended_accepted')
    expect(res.body.offers.at(-1).offer_state).toBe(1)
    expect(ids((await as('seller')('/selling/sold')).body.results)).toContain(deal)
  })

  it('a counter adds our pending offer, hands the turn over, and the same key replays without acting twice', async () => {
    const first = await as('seller')(`/v2/offers/${deal}`, put({ action: 'counter', amount: 99_900, dealer_id: 102 }))
    const again = await as('seller')(`/v2/offers/${deal}`, put({ action: 'counter', amount: 99_900, dealer_id: 102 }))
    expect(first.body.auction.status).toBe('counter_sent')
    expect(first.body.offers.map((o: { offer_state: number }) => o.offer_state)).toEqual([2, 0])
    expect(first.body.can_act).toBe(false)
    expect(again.body).toEqual(first.body)
    const later = await as('seller')(`/bff/deals/${deal}`, put({ action: 'accept' }, 'k-2'))
    expect(later).toMatchObject({ status: 403, body: [{ code: 'not_your_turn' }] })
  })

  it('tells the deal’s watchers with one DEAL_UPDATE on ended_updates.{id} per applied action, none when refused', async () => {
    const events: LiveEvent[] = []
    sandbox.engine.subscribe((e) => events.push(e))
    await as('seller')(`/v2/offers/${deal}`, put({ action: 'counter', amount: 99_900, dealer_id: 102 }))
    await as('seller')(`/v2/offers/${deal}`, put({ action: 'counter', amount: 99_900, dealer_id: 102 }))
    await as('seller')(`/bff/deals/${deal}`, put({ action: 'accept' }, 'k-2'))
    expect(events.filter((e) => e.type === 'DEAL_UPDATE')).toEqual([
      expect.objectContaining({
        channel: `ended_updates.${deal}`,
        auction: expect.objectContaining({ id: deal, status: 'counter_sent' }),
      }),
    ])
  })

  it("refuses an unknown action with 'Invalid action' and a counter without an amount", async () => {
    const bad = await as('seller')(`/bff/deals/${deal}`, put({ action: 'haggle' }))
    expect(bad).toMatchObject({ status: 400, body: [{ detail: 'Invalid action', code: 'invalid_action' }] })
    const noAmount = await as('seller')(`/bff/deals/${deal}`, put({ action: 'counter' }, 'k-3'))
    expect(noAmount.status).toBe(400)
  })

  it('refuses an action without Idempotency-Key, and one by a dealership that is not a party', async () => {
    const noKey = await as('seller')(`/bff/deals/${deal}`, { method: 'PUT', body: { action: 'accept' } })
    expect(noKey.status).toBe(400)
    const stranger = await as('buyer')(`/bff/deals/${deal}`, put({ action: 'accept' }))
    expect(stranger.status).toBe(403)
  })

  it('make-offer opens a negotiation on an auction that ended without bids', async () => {
    const sold = sandbox.world.auctions.get(SCENARIO_AUCTION_IDS.buyerOutbid)
    if (!sold) throw new Error('no scenario auction')
    sold.status = 'ended_nobid'
    sold.bids.length = 0
    const res = await as('buyer')(`/bff/deals/${sold.id}`, put({ action: 'make-offer', amount: 4200 }))
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ side: 'buyer', auction: { status: 'awaiting_acceptance' } })
    expect(ids((await as('buyer')('/negotiation/buying')).body.results)).toContain(sold.id)
    expect((await as('buyer')('/bff/offers')).body.results[0]).toMatchObject({ offer_value: 4200, dealer_id: 101 })
  })
})

describe('my-auctions gateway: documents', () => {
  it('exports the won list as CSV and serves a PDF only to a party', async () => {
    const csv = await as('outstanding')('/export/won')
    expect(csv.headers.get('content-type')).toContain('text/csv')
    expect(csv.text.split('\n')[0]).toBe('id,vin,year,make,model,status,amount,date')
    expect(csv.text).toContain(String(SCENARIO_AUCTION_IDS.outstandingWon[0]))
    const [won] = SCENARIO_AUCTION_IDS.outstandingWon
    const pdf = await as('outstanding')(`/finalized/${won}/dealer_license`)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.text.startsWith('%PDF-1.4')).toBe(true)
    expect((await as('buyer')(`/finalized/${won}/resale_certificate`)).status).toBe(404)
  })
})
