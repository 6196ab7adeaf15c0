import { AuctionHiding, AuctionListing, type ListingRequest } from '@gavel/domain'
import { describe, expect, it } from 'vitest'
import { sandboxSuite } from '../testing/sandboxSuite'

const app = sandboxSuite()

const signIn = () => app.signIn('buyer')
const listing = () => app.services.resolve(AuctionListing)
const page = (source: ListingRequest['source'], more: Partial<ListingRequest> = {}): ListingRequest => ({
  source,
  sort: 'end_time',
  filters: [],
  savedSearchIds: [],
  size: 12,
  cursor: null,
  ...more,
})

describe('AuctionListingHttp against the sandbox (marketplace §7 Buying BFF listings)', () => {
  it('pages the live lane by end time, 12 at a time', async () => {
    await signIn()
    const first = await listing().list(page({ kind: 'lanes', lanes: ['live'] }))
    expect(first.auctions).toHaveLength(12)
    expect(first.auctions.every((a) => a.lane.kind === 'live')).toBe(true)
    const ends = first.auctions.map((a) => a.endsAt)
    expect(ends).toEqual([...ends].sort((a, b) => a - b))
    const second = await listing().list(page({ kind: 'lanes', lanes: ['live'] }, { cursor: first.nextCursor }))
    expect(second.auctions[0]?.id).not.toBe(first.auctions[0]?.id)
  })

  it('keeps to a quick filter', async () => {
    await signIn()
    const all = await listing().list(page({ kind: 'lanes', lanes: ['live'] }))
    const make = all.auctions[0]!.vehicle.make
    const only = await listing().list(
      page({ kind: 'lanes', lanes: ['live'] }, { filters: [{ filterType: 'make', value: make }] }),
    )
    expect(only.auctions.length).toBeGreaterThan(0)
    expect(only.auctions.every((a) => a.vehicle.make === make)).toBe(true)
  })

  it('finds the private and event lanes and lists each one alone', async () => {
    await signIn()
    const lanes = await listing().lanes()
    expect(lanes.map((l) => l.kind).sort()).toEqual(['event', 'private'])
    for (const lane of lanes) {
      const source =
        lane.kind === 'private'
          ? ({ kind: 'private_lane', laneId: lane.id } as const)
          : ({ kind: 'event_lane', laneId: lane.id } as const)
      const listed = await listing().list(page(source))
      expect(listed.auctions.length).toBeGreaterThan(0)
      expect(listed.auctions.every((a) => a.lane.id === lane.id)).toBe(true)
    }
  })

  it('lists ended auctions by the ended sorts, and the watchlist', async () => {
    await signIn()
    const ended = await listing().list(page({ kind: 'ended', lanes: [] }, { sort: 'recently_ended' }))
    expect(ended.auctions.length).toBeGreaterThan(0)
    const close = await listing().list(page({ kind: 'ended', lanes: [] }, { sort: 'close_to_market_value' }))
    expect(close.total).toBe(ended.total)
    const watched = await listing().list(page({ kind: 'watchlist' }))
    expect(watched.auctions.every((a) => a.isOnWatchList)).toBe(true)
  })

  it('counts each lane set for the tabs, plus coming soon and the watchlist', async () => {
    await signIn()
    const counts = await listing().laneCounts([], [])
    const live = await listing().list(page({ kind: 'lanes', lanes: ['live'] }))
    expect(counts.byKind.live).toBe(live.total)
    expect(counts.byKind.event).toBeGreaterThan(0)
    expect(counts.comingSoon).toBeGreaterThanOrEqual(0)
  })

  it('reads the states and their sorts, and the run list', async () => {
    await signIn()
    const states = await listing().statesAndSorts()
    expect(states.find((s) => s.state === 'ended')?.sorts.map((s) => s.value)).toEqual([
      'recently_ended',
      'close_to_market_value',
    ])
    const rows = await listing().runList()
    expect(rows.every((r) => r.title.length > 0 && r.startsAt > 0)).toBe(true)
  })

  it('hides a vehicle by its vin and seller dealer (search service hide_auction)', async () => {
    await signIn()
    const [first] = (await listing().list(page({ kind: 'lanes', lanes: ['live'] }))).auctions
    await expect(
      app.services.resolve(AuctionHiding).hide({ vin: first!.vehicle.vin, sellerDealerId: first!.seller.dealerId }),
    ).resolves.toBeUndefined()
    await expect(
      app.services.resolve(AuctionHiding).hide({ vin: '1FTFW1E50NFA00000', sellerDealerId: first!.seller.dealerId }),
    ).rejects.toMatchObject({ _tag: 'NotFound' })
  })
})
