import { LandedCostSources, landedCostAt } from '@gavel/domain/areas/landedCost'
import { SCENARIO_AUCTION_IDS } from '@gavel/sandbox'
import { describe, expect, it } from 'vitest'
import { sandboxSuite } from '../../testing/sandboxSuite'

const app = sandboxSuite()
const auctionId = SCENARIO_AUCTION_IDS.outstandingWon[0]

describe('landed-cost sources against the sandbox (ADR 0028)', () => {
  it("reads buyer@'s fee schedule and a transport quote to the dealership's delivery ZIP", async () => {
    const session = await app.signIn('buyer')
    const dealerId = session.user.dealerships[0]!.id
    const inputs = await app.services.resolve(LandedCostSources).inputsFor(auctionId, dealerId, false)
    expect(inputs.buyerFees).toEqual([
      { min: 0, max: 9_999, fee: 250 },
      { min: 10_000, max: 24_999, fee: 375 },
      { min: 25_000, max: null, fee: 495 },
    ])
    expect(inputs.transport?.price).toBeGreaterThan(0)
    expect(inputs.transport?.deliveryZip).toMatch(/^\d{5}$/)
    expect(inputs.capital).toBeUndefined()
    expect(landedCostAt(12_000, inputs).complete).toBe(true)
  })

  it("adds capital@'s capital fee schedule when capital pays", async () => {
    const session = await app.signIn('capital')
    const inputs = await app.services
      .resolve(LandedCostSources)
      .inputsFor(auctionId, session.user.dealerships[0]!.id, true)
    expect(inputs.capital?.tiers?.length).toBeGreaterThan(0)
    expect(landedCostAt(12_000, inputs).capitalCarry).toMatchObject({
      kind: 'known',
      source: 'Capital fee for 30 days',
    })
  })

  it('turns a source that fails into a missing term, never a failure', async () => {
    const session = await app.signIn('buyer')
    const inputs = await app.services
      .resolve(LandedCostSources)
      .inputsFor(999_999_999, session.user.dealerships[0]!.id, false)
    expect(inputs.transport).toBeNull()
    expect(landedCostAt(5_000, inputs).transport.kind).toBe('missing')
  })
})
