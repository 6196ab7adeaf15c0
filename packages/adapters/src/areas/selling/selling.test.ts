import { ActionRejected, buildLaunchPayload, MalformedResponse, NotFound, userId } from '@gavel/domain'
import { AuctionLaunch, BulkLaunchRefused, bulkLaunch, SavedAuctions } from '@gavel/domain/areas/selling'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { sandboxSuite } from '../../testing/sandboxSuite'

const app = sandboxSuite()
const saved = () => app.services.resolve(SavedAuctions)
const launcher = () => app.services.resolve(AuctionLaunch)
const allDealers = { from: 0, size: 100, dealerFilter: -1, query: '' }

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
  }) as const

describe('selling adapters against the sandbox (marketplace §7 Saved auctions, §8)', () => {
  it('lists the seller’s saved auctions with every status, and searches them', async () => {
    await app.signIn('seller')
    const page = await saved().list(allDealers)
    expect(page.total).toBeGreaterThan(5)
    expect(new Set(page.savedAuctions.map((s) => s.status))).toEqual(
      new Set(['complete', 'submitted', 'max_launches', 'expired', 'incomplete']),
    )
    const first = page.savedAuctions[0]!
    const found = await saved().list({ ...allDealers, query: first.vin })
    expect(found.savedAuctions.map((s) => s.id)).toEqual([first.id])
  })

  it('reads launch details, launches one, and refuses a second launch of it', async () => {
    await app.signIn('seller')
    const page = await saved().list(allDealers)
    const ready = page.savedAuctions.find((s) => s.status === 'complete')!
    const options = await saved().details(ready.id)
    expect(options.canLaunch).toBe(true)
    expect(options.lanes.map((l) => l.lane)).toContain('live_auction')
    const user = app.session().current()!.user
    const payload = buildLaunchPayload(ready, choice(20000) as never, { userId: user.id, source: 'web' })
    const launched = await launcher().launch(payload)
    expect(launched.auctionStatus).toBe('active')
    await expect(launcher().launch(payload)).rejects.toBeInstanceOf(ActionRejected)
    await expect(saved().details(999_999)).rejects.toBeInstanceOf(NotFound)
  })

  it('a bulk launch with one refused vehicle reports it and launches the rest once', async () => {
    await app.signIn('seller')
    const page = await saved().list(allDealers)
    const user = app.session().current()!.user
    const ready = page.savedAuctions.filter((s) => s.status === 'complete').slice(0, 2)
    const blocked = page.savedAuctions.find((s) => s.status === 'expired')!
    const payloads = [...ready, blocked].map((s) =>
      buildLaunchPayload(s, choice(20000) as never, { userId: userId(user.id), source: 'web' }),
    )
    await expect(launcher().launchMany(payloads)).rejects.toBeInstanceOf(BulkLaunchRefused)
    const report = await bulkLaunch(launcher(), payloads)
    expect(
      report.outcomes
        .filter((o) => o.result === 'launched')
        .map((o) => o.savedAuctionId)
        .sort(),
    ).toEqual(ready.map((s) => s.id).sort())
    expect(report.outcomes.find((o) => o.savedAuctionId === blocked.id)?.result).toBe('refused')
    expect(report.error).toBeTruthy()
    const after = await saved().list(allDealers)
    for (const s of ready) expect(after.savedAuctions.find((a) => a.id === s.id)?.launchCount).toBe(s.launchCount + 1)
  })

  it('a bulk 500 raises the first detail; a malformed page is a typed error', async () => {
    await app.signIn('seller')
    const page = await saved().list(allDealers)
    const user = app.session().current()!.user
    const payload = buildLaunchPayload(page.savedAuctions[0]!, choice(1) as never, { userId: user.id, source: 'web' })
    app.sandbox.server.use(
      http.post('*/launch/v1/bulk_auction_launch', () =>
        HttpResponse.json([{ detail: 'Launch service down', code: 'x' }], { status: 500 }),
      ),
      http.get('*/bff/saved_auctions', () => HttpResponse.json({ results: [{ id: 'x' }], total: 1 })),
    )
    await expect(launcher().launchMany([payload])).rejects.toMatchObject({ message: 'Launch service down' })
    await expect(saved().list(allDealers)).rejects.toBeInstanceOf(MalformedResponse)
    app.sandbox.server.use(http.post('*/launch/v1/bulk_auction_launch', () => HttpResponse.json([], { status: 500 })))
    await expect(launcher().launchMany([payload])).rejects.toMatchObject({
      message: 'No data returned from bulk auction launch.',
    })
  })
})
