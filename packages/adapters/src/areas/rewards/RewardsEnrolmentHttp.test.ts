import { DealerRewards, dealerId } from '@gavel/domain'
import { RewardsEnrolment } from '@gavel/domain/areas/rewards'
import { describe, expect, it } from 'vitest'
import { sandboxSuite } from '../../testing/sandboxSuite'

const app = sandboxSuite()

describe('RewardsEnrolmentHttp against the sandbox (marketplace §7 Loyalty)', () => {
  it("enrols rewards@'s dealership, and the status read afterwards says so", async () => {
    const session = await app.signIn('rewards')
    const enrolments = await app.services.resolve(RewardsEnrolment).optIn([dealerId(111)])
    expect(enrolments).toEqual([{ dealerId: dealerId(111), enrolledToRewards: true, rewardPoints: 0, tier: 'bronze' }])
    const status = await app.services.resolve(DealerRewards).statusOf(session.user.dealerships)
    expect(status).toMatchObject([{ eligible: true, enrolledToRewards: true, rewardPoints: 0 }])
  })

  it("refuses a franchise dealer's opt-in with the server's reason", async () => {
    const session = await app.signIn('seller')
    const id = session.user.dealerships[0]?.id ?? 0
    await expect(app.services.resolve(RewardsEnrolment).optIn([dealerId(id)])).rejects.toMatchObject({
      message: expect.stringContaining('Sorry, this program is not available'),
    })
  })
})
