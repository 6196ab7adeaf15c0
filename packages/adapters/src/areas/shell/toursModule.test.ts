import { BannerDismissals, LaneAgreements, OutstandingAuctions, OutstandingCheck, TourProgress } from '@gavel/domain'
import { describe, expect, it } from 'vitest'
import { sandboxSuite } from '../../testing/sandboxSuite'

const app = sandboxSuite()

const { signIn } = app

describe('tours, outstanding auctions and banners against the sandbox (shell §4.1, §4.5; marketplace §5)', () => {
  it("reads seller@'s completed tours and saves a longer list for the next read", async () => {
    await signIn('seller')
    const progress = app.services.resolve(TourProgress)
    expect(await progress.completed()).toEqual(['marketplace2Chapter0', 'marketplace2Chapter1'])
    await progress.save(['marketplace2Chapter0', 'marketplace2Chapter1', 'marketplace2Chapter2'])
    expect(await progress.completed()).toEqual(['marketplace2Chapter0', 'marketplace2Chapter1', 'marketplace2Chapter2'])
  })

  it('lists the three auctions outstanding@ won and must finalize', async () => {
    await signIn('outstanding')
    const auctions = await app.services.resolve(OutstandingAuctions).list()
    expect(auctions.map((a) => a.id).sort()).toEqual([880001, 880002, 880003])
    expect(auctions[0]?.vehicle.make.length).toBeGreaterThan(0)
  })

  it('loads the check for outstanding@ and forgets it on sign-out', async () => {
    const session = await signIn('outstanding')
    const check = app.services.resolve(OutstandingCheck)
    expect(await check.load({ user: session.user, flags: session.flags })).toHaveLength(3)
    await app.session().signOut()
    expect(check.current()).toBeNull()
  })

  it("says every listing lane's EULA is pending while buyer@ has not accepted the current terms", async () => {
    await signIn('buyer')
    const lanes = await app.services.resolve(LaneAgreements).lanes()
    expect(lanes.length).toBeGreaterThan(0)
    expect(lanes.every((l) => !l.eulaAccepted)).toBe(true)
    await signIn('admin')
    expect((await app.services.resolve(LaneAgreements).lanes()).every((l) => l.eulaAccepted)).toBe(true)
  })

  it('remembers a dismissed banner per user', () => {
    const dismissals = app.services.resolve(BannerDismissals)
    dismissals.dismiss(1, 'eula-review-banner')
    expect(dismissals.isDismissed(1, 'eula-review-banner')).toBe(true)
    expect(dismissals.isDismissed(2, 'eula-review-banner')).toBe(false)
    expect(app.storage.getItem('gavel.bannerDismissed.1.eula-review-banner')).toBe('true')
  })
})
