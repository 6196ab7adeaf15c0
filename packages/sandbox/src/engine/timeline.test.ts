import { describe, expect, it } from 'vitest'
import { createWorld } from '../world/createWorld'
import { PERSONA_IDS } from '../world/personas'
import { SCENARIO_AUCTION_IDS } from '../world/scenarios'
import { manualClock } from './clock'
import { createEngine } from './createEngine'
import type { LiveEvent } from './events'

const NOW = Date.UTC(2026, 10, 21, 15, 0, 0)
const MINUTE = 60_000

const run = (options: { backgroundBidding?: boolean; waves?: boolean } = {}, seed = 1) => {
  const clock = manualClock(NOW)
  const engine = createEngine({ world: createWorld({ now: NOW, seed }), clock, ...options })
  const events: LiveEvent[] = []
  engine.subscribe((e) => events.push(e))
  return { engine, clock, events }
}

describe('engine timeline', () => {
  it('does nothing until ticked: no timers of its own', () => {
    const { clock, events } = run()
    clock.advance(10 * MINUTE)
    expect(events).toEqual([])
  })

  it('ends an auction on its own clock: sold when it met its reserve or had none', () => {
    const { engine, clock, events } = run({ backgroundBidding: false, waves: false })
    const a = engine.world.auctions.get(SCENARIO_AUCTION_IDS.endingSoon)!
    clock.set(a.endTime)
    engine.tick()
    expect(a.status).toBe('ended_accepted')
    expect(events.filter((e) => e.channel === `updates.${a.id}`).map((e) => e.type)).toEqual(['TWO_MIN', 'END'])
    expect(events).toContainEqual(expect.objectContaining({ channel: `ended_updates.${a.id}`, type: 'ENDED_UPDATE' }))
  })

  it('sends an auction below its reserve to negotiation and one without bids to ended_nobid', () => {
    const { engine, clock } = run({ backgroundBidding: false, waves: false })
    const running = [...engine.runningAuctions()]
    const below = running.find(
      (a) => a.floorPrice !== null && a.bids.length > 0 && a.bids.at(-1)!.amount < a.floorPrice,
    )!
    const none = running.find((a) => a.bids.length === 0)!
    clock.set(Math.max(below.endTime, none.endTime))
    engine.tick()
    expect(below.status).toBe('negotiation')
    expect(none.status).toBe('ended_nobid')
  })

  it('keeps some auctions in their last two minutes for hours (waves)', () => {
    const { engine, clock } = run()
    let fewest = Number.POSITIVE_INFINITY
    for (let t = 0; t <= 3 * 60 * MINUTE; t += 10_000) {
      clock.set(NOW + t)
      engine.tick()
      const now = clock.now()
      const inFinalTwo = engine.runningAuctions().filter((a) => a.endTime > now && a.endTime - now <= 2 * MINUTE)
      fewest = Math.min(fewest, inFinalTwo.length)
    }
    expect(fewest).toBeGreaterThanOrEqual(2)
  })

  it('has background dealers bid, every bid beating the last by at least the increment', () => {
    const { engine, clock, events } = run()
    clock.advance(5 * MINUTE)
    engine.tick()
    const bids = events.filter((e) => e.type === 'BID')
    expect(bids.length).toBeGreaterThan(30)
    for (const a of engine.world.auctions.values()) {
      for (const [i, b] of a.bids.entries())
        if (i > 0) expect(b.amount).toBeGreaterThanOrEqual(a.bids[i - 1]!.amount + 100)
      expect(a.bids.every((b) => b.dealerId !== a.sellerDealerId)).toBe(true)
    }
  })

  it('gives the same events for the same seed however often it is ticked', () => {
    const coarse = run({}, 5)
    coarse.clock.advance(4 * MINUTE)
    coarse.engine.tick()
    const fine = run({}, 5)
    for (let i = 0; i < 240; i++) {
      fine.clock.advance(1000)
      fine.engine.tick()
    }
    expect(fine.events).toEqual(coarse.events)
  })

  it('starts scheduled auctions at their start time and lets scheduled proxies bid', () => {
    const { engine, clock } = run({ backgroundBidding: false, waves: false })
    const preview = [...engine.world.auctions.values()].find((a) => a.status === 'preview')!
    expect(engine.placeBid(PERSONA_IDS.buyer, preview.id, preview.startPrice + 500, true, false, 'k')).toMatchObject({
      ok: true,
    })
    expect(preview.bids).toHaveLength(0)
    clock.set(preview.startTime)
    engine.tick()
    expect(preview.status).toBe('active')
    expect(preview.bids.at(-1)).toMatchObject({ userId: PERSONA_IDS.buyer, amount: preview.startPrice })
  })
})
