import { describe, expect, it } from 'vitest'
import { nextValidBid } from '../world/auctions'
import { createWorld } from '../world/createWorld'
import { PERSONA_IDS } from '../world/personas'
import { SCENARIO_AUCTION_IDS } from '../world/scenarios'
import { manualClock } from './clock'
import { createEngine } from './createEngine'
import type { LiveEvent } from './events'

const NOW = Date.UTC(2026, 10, 21, 15, 0, 0)
const quietEngine = () => {
  const clock = manualClock(NOW)
  const engine = createEngine({ world: createWorld({ now: NOW }), clock, backgroundBidding: false, waves: false })
  const events: LiveEvent[] = []
  engine.subscribe((e) => events.push(e))
  return { engine, clock, events }
}
const auction = (engine: ReturnType<typeof quietEngine>['engine'], id: number) => {
  const a = engine.world.auctions.get(id)
  if (!a) throw new Error(`no auction ${id}`)
  return a
}

describe('engine.placeBid', () => {
  const id = SCENARIO_AUCTION_IDS.buyerOutbid

  it('places a bid at the next valid amount and tells the auction channel', () => {
    const { engine, events } = quietEngine()
    const amount = nextValidBid(auction(engine, id))
    const outcome = engine.placeBid(PERSONA_IDS.buyer, id, amount, false, false, 'k1')
    expect(outcome).toMatchObject({ ok: true, success: true, amount, highBidUserId: PERSONA_IDS.buyer })
    expect(events).toContainEqual(
      expect.objectContaining({
        channel: `updates.${id}`,
        type: 'BID',
        auction: expect.objectContaining({ current_bid: amount }),
      }),
    )
  })

  it('tells the previous leader they were outbid on their user channel', () => {
    const { engine, events } = quietEngine()
    const previous = auction(engine, id).bids.at(-1)?.userId
    engine.placeBid(PERSONA_IDS.buyer, id, nextValidBid(auction(engine, id)), false, false, 'k1')
    expect(events.some((e) => e.channel === `user.${previous}` && e.type === 'OUT_BID')).toBe(true)
  })

  it('refuses an amount below the next valid bid with 409', () => {
    const { engine } = quietEngine()
    const below = nextValidBid(auction(engine, id)) - 1
    expect(engine.placeBid(PERSONA_IDS.buyer, id, below, false, false, 'k')).toMatchObject({
      ok: false,
      status: 409,
      code: 'bid_too_low',
    })
  })

  it('refuses a non-integer amount with 422', () => {
    const { engine } = quietEngine()
    expect(engine.placeBid(PERSONA_IDS.buyer, id, 12_000.5, false, false, 'k')).toMatchObject({
      ok: false,
      status: 422,
    })
  })

  it('refuses the seller bidding on their own auction with 403', () => {
    const { engine } = quietEngine()
    const own = SCENARIO_AUCTION_IDS.sellerLive
    expect(engine.placeBid(PERSONA_IDS.seller, own, 1e6, false, false, 'k')).toMatchObject({
      ok: false,
      status: 403,
      code: 'own_auction',
    })
  })

  it('refuses a limited user with 403', () => {
    const { engine } = quietEngine()
    expect(engine.placeBid(PERSONA_IDS.limited, id, 1e6, false, false, 'k')).toMatchObject({ ok: false, status: 403 })
  })

  it('refuses a dealership not invited to a private lane with 403', () => {
    const { engine } = quietEngine()
    const privateId = SCENARIO_AUCTION_IDS.privateLane
    expect(engine.placeBid(PERSONA_IDS.capital, privateId, 1e6, false, false, 'k')).toMatchObject({
      status: 403,
      code: 'lane_not_allowed',
    })
    expect(engine.placeBid(PERSONA_IDS.buyer, privateId, 1e6, false, false, 'k')).toMatchObject({ ok: true })
  })

  it('refuses a bid on an ended auction with 409', () => {
    const { engine } = quietEngine()
    expect(
      engine.placeBid(PERSONA_IDS.buyer, SCENARIO_AUCTION_IDS.sellerNegotiation, 1e6, false, false, 'k'),
    ).toMatchObject({ status: 409, code: 'auction_ended' })
  })

  it('refuses a bid after the end time even before the engine ticked', () => {
    const { engine, clock } = quietEngine()
    const a = auction(engine, SCENARIO_AUCTION_IDS.endingSoon)
    clock.set(a.endTime)
    expect(engine.placeBid(PERSONA_IDS.buyer, a.id, 1e6, false, false, 'k')).toMatchObject({ status: 409 })
  })

  it('answers 404 for an unknown auction', () => {
    const { engine } = quietEngine()
    expect(engine.placeBid(PERSONA_IDS.buyer, 1, 1e6, false, false, 'k')).toMatchObject({ status: 404 })
  })

  it('returns the first outcome for a repeated idempotency key without placing again', () => {
    const { engine } = quietEngine()
    const a = auction(engine, id)
    const amount = nextValidBid(a)
    const first = engine.placeBid(PERSONA_IDS.buyer, id, amount, false, false, 'same-key')
    const count = a.bids.length
    const again = engine.placeBid(PERSONA_IDS.buyer, id, amount, false, false, 'same-key')
    expect(again).toEqual(first)
    expect(a.bids.length).toBe(count)
    expect(engine.placeBid(PERSONA_IDS.buyer, id, amount + 500, false, false, 'other-key')).toMatchObject({ ok: true })
    expect(a.bids.length).toBe(count + 1)
  })

  it('keeps a proxy bid as a maximum: the visible bid rises only as far as needed', () => {
    const { engine } = quietEngine()
    const a = auction(engine, id)
    const next = nextValidBid(a)
    const outcome = engine.placeBid(PERSONA_IDS.buyer, id, next + 2000, true, true, 'p')
    expect(outcome).toMatchObject({ ok: true, proxy: true, persistent: true, highBidUserId: PERSONA_IDS.buyer })
    expect(a.bids.at(-1)?.amount).toBe(next)
    engine.placeBid(PERSONA_IDS.seller, id, next + 300, false, false, 'rival')
    expect(a.bids.at(-1)).toMatchObject({ userId: PERSONA_IDS.buyer, amount: next + 400 })
  })
})
