import { auctionId, buildLaunchPayload, SessionControl } from '@gavel/domain'
import { AuctionLaunch, RunHistory, SavedAuctions } from '@gavel/domain/areas/selling'
import { SCENARIO_AUCTION_IDS } from '@gavel/sandbox'
import { describe, expect, it } from 'vitest'
import { sandboxSuite } from '../../testing/sandboxSuite'

const app = sandboxSuite()

const choice = (floor: number) =>
  ({
    lane: 'live_auction',
    laneId: null,
    floorPrice: floor,
    startPrice: 100,
    durationInSeconds: 3600,
    addressId: null,
    titleOption: 'title_present',
    autosell: false,
    greenLight: true,
    startTime: null,
    launchWindow: null,
  }) as never

describe('run changes against the sandbox (docs/adr/0024)', () => {
  it('compares a relaunch with the run before it; buyers see it without the reserves', async () => {
    await app.signIn('seller')
    const saved = app.services.resolve(SavedAuctions)
    const launcher = app.services.resolve(AuctionLaunch)
    const history = app.services.resolve(RunHistory)
    const user = app.services.resolve(SessionControl).current()!.user
    const ready = (await saved.list({ from: 0, size: 100, dealerFilter: -1, query: '' })).savedAuctions.find(
      (s) => s.status === 'complete',
    )!
    const first = await launcher.launch(buildLaunchPayload(ready, choice(18000), { userId: user.id, source: 'web' }))
    const firstRun = await history.changes(first.auctionId)
    expect(firstRun).toMatchObject({ previousAuctionId: null, problemsAdded: [], problemsFixed: [] })
    expect(firstRun?.runs).toHaveLength(1)

    app.sandbox.engine.kill(app.sandbox.world.auctions.get(first.auctionId)!)
    const again = await saved.details(ready.id)
    expect(again.savedAuction.status).toBe('complete')
    expect(again.savedAuction.previousReserve).toBe(18000)
    const second = await launcher.launch(
      buildLaunchPayload(again.savedAuction, choice(16500), { userId: user.id, source: 'web' }),
    )
    const changes = await history.changes(second.auctionId)
    expect(changes?.previousAuctionId).toBe(first.auctionId)
    expect(changes?.runNumber).toBe(ready.launchCount + 2)
    expect(changes?.runs.map((r) => r.reserve)).toEqual([18000, 16500])
    expect(changes?.runs[0]?.status).toBe('ended_killed')
    expect(changes?.photos.current).toBeGreaterThan(0)

    await app.session().signOut()
    await app.signIn('buyer')
    const seen = await app.services.resolve(RunHistory).changes(second.auctionId)
    expect(seen?.runs.map((r) => r.reserve)).toEqual([null, null])
    expect(await app.services.resolve(RunHistory).changes(auctionId(SCENARIO_AUCTION_IDS.buyerOutbid))).toBeNull()
  })
})
