import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSandbox, type NodeSandbox } from '../../node'
import { areaClient } from '../../testing/areaClient'
import type { PersonaKey } from '../../world/personas'
import { SCENARIO_AUCTION_IDS } from '../../world/scenarios'
import type { Auction } from '../../world/types'

/**
 * The sandbox agrees with itself: what the buying gateway writes (an offer from the detail page, a finalize) is
 * what the my-auctions gateway's lists, deals and exports read, and the other way round (a deal accepted there is
 * a sale the buying gateway finalizes). Each test fails when the two gateways keep separate offer or sale records.
 */
const NOW = Date.UTC(2026, 10, 21, 15, 0, 0)
let sandbox: NodeSandbox

beforeEach(() => {
  sandbox = createSandbox({ now: NOW, auctions: 60, backgroundBidding: false, waves: false })
  sandbox.listen()
})
afterEach(() => sandbox.server.close())

const token = (persona: PersonaKey) => sandbox.signIn(persona).accessToken
const buying = (persona: PersonaKey) => areaClient(sandbox, 'buying', token(persona))
const mine = (persona: PersonaKey) => areaClient(sandbox, 'myauctions', token(persona))
const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id)
const withKey = (key: string, body: unknown, method = 'POST') => ({ method, body, headers: { 'Idempotency-Key': key } })
const [WON] = SCENARIO_AUCTION_IDS.outstandingWon
const FINALIZE = {
  buyer_organization_id: 110,
  transport_quote_accepted: true,
  payment_provider_name: 'ach',
  arbitration_plan_id: 1,
  delivery_address_id: 1101,
  transportation_service_type: 'open',
}

/** An auction another dealership sells that ended declined with no bids, a reserve of 20,000: open to offers. */
const openToOffers = (): Auction => {
  const auction = [...sandbox.world.auctions.values()].find(
    (x) =>
      x.status === 'negotiation' &&
      x.sellerDealerId !== 101 &&
      sandbox.world.lanes.get(x.laneId)?.canMakeOffer === true,
  )
  if (!auction) throw new Error('no auction in negotiation in this world')
  auction.status = 'ended_declined'
  auction.floorPrice = 20_000
  auction.bids.length = 0
  return auction
}

describe('one buying state: an offer made on the detail page', () => {
  it('shows as the buyer’s pending offer in bff/offers, bff/deals and negotiation/buying', async () => {
    const a = openToOffers()
    const made = await buying('buyer')(`/auction/${a.id}/offers`, withKey('o-1', { amount: 18_000 }))
    expect(made.body).toMatchObject({ auction_id: a.id, offer_state: 0, offer_value: 18_000 })

    const offers = await mine('buyer')('/bff/offers')
    expect(offers.body.results).toContainEqual(
      expect.objectContaining({ auction_id: a.id, offer_state: 0, offer_value: 18_000, side: 'buyer', dealer_id: 101 }),
    )
    const deals = await mine('buyer')('/bff/deals')
    const deal = deals.body.results.find((d: { id: number }) => d.id === a.id)
    expect(deal).toMatchObject({ side: 'buyer', can_act: false, auction: { status: 'awaiting_acceptance' } })
    expect(ids((await mine('buyer')('/negotiation/buying')).body.results)).toContain(a.id)
    expect((await mine('buyer')(`/bff/deals/${a.id}`)).body.negotiationInfo).toMatchObject({ ourOffer: 18_000 })
  })

  it('is the seller’s to answer: accepted there, it is the buyer’s win to finalize on the buying gateway', async () => {
    const a = openToOffers()
    const sellerCall = areaClient(sandbox, 'myauctions', sandbox.engine.sessions.issueFor(a.sellerUserId).accessToken)
    await buying('buyer')(`/auction/${a.id}/offers`, withKey('o-2', { amount: 18_500 }))

    const theirs = await sellerCall(`/bff/deals/${a.id}`)
    expect(theirs.body).toMatchObject({ side: 'seller', can_act: true })
    const accepted = await sellerCall(`/bff/deals/${a.id}`, withKey('s-1', { action: 'accept' }, 'PUT'))
    expect(accepted.status).toBe(200)

    expect(ids((await mine('buyer')('/buying/won')).body.results)).toContain(a.id)
    expect(ids((await mine('buyer')('/myacv/needs_finalization')).body.results)).toContain(a.id)
    expect(ids((await buying('buyer')('/api/acvapi/v3/auctions/to_finalize')).body.results)).toContain(a.id)
    const info = await buying('buyer')(`/auction/${a.id}/post_auction_info`)
    expect(info.body).toMatchObject({ sale_price: 18_500, buyer_dealer_id: 101, finalized: false })
  })

  it('accepted at the reserve, it is in the buyer’s won and needs-finalization lists', async () => {
    const a = openToOffers()
    const made = await buying('buyer')(`/auction/${a.id}/offers`, withKey('o-3', { amount: 20_000 }))
    expect(made.body.offer_state).toBe(1)
    expect(ids((await mine('buyer')('/bff/auctions/buying/won')).body.results)).toContain(a.id)
    expect(ids((await mine('buyer')('/myacv/needs_finalization')).body.results)).toContain(a.id)
    const offers = await mine('buyer')('/v2/offers')
    expect(offers.body.results).toContainEqual(expect.objectContaining({ auction_id: a.id, offer_state: 1 }))
  })
})

describe('one buying state: finalizing a win', () => {
  it('moves the auction out of needs finalizing into the finalized titles, and the export and documents follow', async () => {
    expect(ids((await mine('outstanding')('/myacv/needs_finalization')).body.results)).toContain(WON)
    const done = await buying('outstanding')(`/bff/orders/finalize/${WON}`, { method: 'PUT', body: FINALIZE })
    expect(done.status).toBe(200)

    expect(ids((await mine('outstanding')('/myacv/needs_finalization')).body.results)).not.toContain(WON)
    expect(ids((await mine('outstanding')('/buying/won')).body.results)).toContain(WON)
    // Its title is now in process (not yet delivered), so the in-process titles export lists it.
    const csvIds = async (list: string) =>
      (await mine('outstanding')(`/export/${list}`)).text
        .split('\n')
        .slice(1)
        .map((l: string) => Number(l.split(',')[0]))
    expect(await csvIds('titles_in_process')).toContain(WON)
    expect(await csvIds('titles_finalized')).not.toContain(WON)
    expect((await mine('outstanding')(`/finalized/${WON}/dealer_license`)).status).toBe(200)
    // The buying gateway's auction says so too: nothing left to finalize.
    const auction = await buying('outstanding')(`/bff/auctions/buying/search/auction/${WON}`)
    expect(auction.body.permissions.can_finalize).toBe(false)
  })

  it('counts the same wins and wins to finalize on the won dashboard as the my-auctions lists', async () => {
    const won = (await mine('outstanding')('/buying/won')).body.results
    const due = (await mine('outstanding')('/myacv/needs_finalization')).body.results
    const dashboard = await buying('outstanding')('/bff/auctions/buying/search/won/dashboard')
    expect(dashboard.body).toMatchObject({ won_count: won.length, to_finalize_count: due.length })
    await buying('outstanding')(`/bff/orders/finalize/${WON}`, { method: 'PUT', body: FINALIZE })
    const after = await buying('outstanding')('/bff/auctions/buying/search/won/dashboard')
    expect(after.body.to_finalize_count).toBe(due.length - 1)
  })
})
