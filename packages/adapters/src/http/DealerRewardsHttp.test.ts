import { DealerRewards, dealerId } from '@gavel/domain'
import { describe, expect, it } from 'vitest'
import { sandboxSuite } from '../testing/sandboxSuite'

const app = sandboxSuite()

const statusOf = async (persona: string) => {
  const session = await app.signIn(persona)
  return app.services.resolve(DealerRewards).statusOf(session.user.dealerships)
}

describe('DealerRewardsHttp against the sandbox (marketplace §4, §7 Loyalty)', () => {
  it("reads buyer@'s enrolled independent dealership with its points", async () => {
    expect(await statusOf('buyer')).toEqual([
      {
        dealerId: dealerId(101),
        dealerName: 'Riverside Auto Exchange',
        eligible: true,
        enrolledToRewards: true,
        rewardPoints: 1250,
        tier: 'silver',
      },
    ])
  })

  it("reads rewards@'s eligible certified independent dealership as not enrolled", async () => {
    expect(await statusOf('rewards')).toMatchObject([{ eligible: true, enrolledToRewards: false, rewardPoints: null }])
  })

  it("reads multi@'s dealerships: only the independent one is eligible, its points are being computed", async () => {
    const dealers = await statusOf('multi')
    expect(dealers.map((d) => [d.dealerId, d.eligible, d.enrolledToRewards, d.rewardPoints])).toEqual([
      [106, false, false, null],
      [107, true, true, null],
      [108, false, false, null],
    ])
  })

  it('asks nothing for a franchise dealer', async () => {
    expect(await statusOf('seller')).toMatchObject([{ eligible: false, enrolledToRewards: false }])
  })
})
