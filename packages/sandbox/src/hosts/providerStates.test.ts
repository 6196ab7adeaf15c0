import { describe, expect, it } from 'vitest'
import type { LiveEvent } from '../engine/events'
import { createSandbox } from '../node'
import { PERSONA_IDS } from '../world/personas'
import { type PushEvent, pushBus } from '../world/pushes'
import { applyProviderState } from './providerStates'

const NOW = Date.UTC(2026, 10, 21, 15, 0, 0)

const setUp = () => {
  const sandbox = createSandbox({ now: NOW, auctions: 20, backgroundBidding: false, waves: false })
  const ctx = { core: () => sandbox, reset: () => {} }
  const live: LiveEvent[] = []
  const pushes: PushEvent[] = []
  sandbox.engine.subscribe((e) => live.push(e))
  pushBus(sandbox.engine).subscribe((e) => pushes.push(e))
  return { sandbox, ctx, live, pushes }
}

describe("provider state 'auction {auctionId} is killed by its seller'", () => {
  it('kills a live auction: KILLED on updates.{id}, no launch push', () => {
    const { ctx, live, pushes } = setUp()
    applyProviderState(ctx, 'auction {auctionId} is live', { auctionId: 4242 })
    const result = applyProviderState(ctx, 'auction {auctionId} is killed by its seller', { auctionId: 4242 })
    expect(result).toEqual({ ok: true, values: { auctionId: 4242, status: 'ended_killed' } })
    expect(live.filter((e) => e.auction.id === 4242).map((e) => [e.channel, e.type])).toEqual([
      ['updates.4242', 'KILLED'],
    ])
    expect(pushes).toEqual([])
  })

  it('cancels a scheduled launch: LAUNCH_CANCELLED to its seller and to each user with a proxy bid waiting on it', () => {
    const { sandbox, ctx, pushes } = setUp()
    applyProviderState(ctx, 'auction {auctionId} is on the run list', { auctionId: 4242 })
    const auction = sandbox.world.auctions.get(4242)!
    const outcome = sandbox.engine.placeBid(PERSONA_IDS.buyer, 4242, 900, true, false, 'k-1')
    expect(outcome).toMatchObject({ ok: true })
    applyProviderState(ctx, 'auction {auctionId} is killed by its seller', { auctionId: 4242 })
    expect(pushes.map((p) => [p.channel, p.type, p.auctionId])).toEqual([
      [`user.${auction.sellerUserId}`, 'LAUNCH_CANCELLED', 4242],
      [`user.${PERSONA_IDS.buyer}`, 'LAUNCH_CANCELLED', 4242],
    ])
  })

  it('refuses an auction that has already ended', () => {
    const { ctx } = setUp()
    applyProviderState(ctx, 'auction {auctionId} has ended', { auctionId: 4242 })
    expect(applyProviderState(ctx, 'auction {auctionId} is killed by its seller', { auctionId: 4242 })).toMatchObject({
      ok: false,
    })
  })
})
