import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSandbox, type NodeSandbox } from '../../node'
import type { PersonaKey } from '../../world/personas'
import { SCENARIO_AUCTION_IDS } from '../../world/scenarios'

const NOW = Date.UTC(2026, 10, 21, 15, 0, 0)
const LIVE = SCENARIO_AUCTION_IDS.sellerLive
let sandbox: NodeSandbox

beforeEach(() => {
  sandbox = createSandbox({ now: NOW, auctions: 20, backgroundBidding: false })
  sandbox.listen()
  const auction = sandbox.world.auctions.get(LIVE)
  if (auction) auction.floorPrice = 99_000
})
afterEach(() => sandbox.server.close())

const removeReserve = async (persona: PersonaKey, id: number) => {
  const res = await fetch(`${sandbox.baseUrls.buying}/auction/${id}/reserve`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${sandbox.signIn(persona).accessToken}` },
  })
  return { status: res.status, body: await res.json() }
}

describe('DELETE auction/{id}/reserve (docs/adr/0015)', () => {
  it("takes the reserve off the seller's running auction, once", async () => {
    expect(await removeReserve('seller', LIVE)).toEqual({ status: 200, body: { auction_id: LIVE, floor_price: null } })
    expect(sandbox.world.auctions.get(LIVE)?.floorPrice).toBeNull()
    expect(await removeReserve('seller', LIVE)).toMatchObject({ status: 409, body: [{ code: 'no_reserve' }] })
  })

  it('refuses a buyer and an ended auction', async () => {
    expect(await removeReserve('buyer', LIVE)).toMatchObject({ status: 403, body: [{ code: 'not_seller' }] })
    const negotiation = sandbox.world.auctions.get(SCENARIO_AUCTION_IDS.sellerNegotiation)
    expect(negotiation?.floorPrice).not.toBeNull()
    expect(await removeReserve('seller', SCENARIO_AUCTION_IDS.sellerNegotiation)).toMatchObject({ status: 409 })
  })
})
