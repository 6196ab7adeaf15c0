import { describe, expect, it } from 'vitest'
import { createWorld } from '../world/createWorld'
import { manualClock } from './clock'
import { createEngine } from './createEngine'
import type { LiveEvent } from './events'

const NOW = Date.UTC(2026, 10, 21, 15, 0, 0)

const run = () => {
  const clock = manualClock(NOW)
  const engine = createEngine({
    world: createWorld({ now: NOW, seed: 1 }),
    clock,
    backgroundBidding: false,
    waves: false,
  })
  const events: LiveEvent[] = []
  engine.subscribe((e) => events.push(e))
  return { engine, clock, events }
}

describe('engine.kill', () => {
  it('ends a running auction as ended_killed and sends KILLED on updates.{id}, and nothing after', () => {
    const { engine, clock, events } = run()
    const a = engine.runningAuctions()[0]!
    engine.tick()
    events.length = 0
    expect(engine.kill(a)).toBe(true)
    expect(a.status).toBe('ended_killed')
    expect(events).toEqual([
      {
        channel: `updates.${a.id}`,
        type: 'KILLED',
        auction: expect.objectContaining({ id: a.id, status: 'ended_killed' }),
        sentAt: NOW,
      },
    ])
    expect(engine.runningAuctions()).not.toContain(a)
    clock.set(a.endTime + 1)
    engine.tick()
    expect(events.filter((e) => e.auction.id === a.id).map((e) => e.type)).toEqual(['KILLED'])
  })

  it('kills a scheduled auction before it starts: no NEW follows', () => {
    const { engine, clock, events } = run()
    const a = [...engine.world.auctions.values()].find((x) => x.status === 'preview' || x.status === 'run_list')!
    expect(engine.kill(a)).toBe(true)
    clock.set(a.endTime + 1)
    engine.tick()
    expect(events.filter((e) => e.auction.id === a.id).map((e) => e.type)).toEqual(['KILLED'])
  })

  it('leaves an auction that has already ended as it is', () => {
    const { engine, clock, events } = run()
    const a = engine.runningAuctions()[0]!
    clock.set(a.endTime)
    expect(engine.kill(a)).toBe(false)
    expect(a.status).not.toBe('ended_killed')
    expect(events.filter((e) => e.auction.id === a.id).map((e) => e.type)).not.toContain('KILLED')
  })
})
