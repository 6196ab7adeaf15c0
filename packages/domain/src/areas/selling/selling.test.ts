import { describe, expect, it } from 'vitest'
import { ActionRejected } from '../../errors'
import { auctionId, dealerId, userId } from '../../model/ids'
import type { LaunchPayload, SavedAuction } from '../../model/savedAuction'
import { aUser } from '../../testing'
import type { AuctionLaunch } from './AuctionLaunch'
import { bulkLaunch } from './bulkLaunch'
import { guaranteedSaleCandidates, isGuaranteedSaleAuction } from './guaranteedSale'
import { initialLaunchForm, LaunchFormTexts, readLaunchForm } from './launchForm'
import { launchableLanes } from './launchLanes'
import { odometerChangeText, photosChangeText } from './runChangeTexts'
import type { LaunchLaneOption } from './SavedAuctions'
import { outcomeShares } from './SellerPerformance'
import { downloadShare } from './SellingLists'
import { savedAuctionRow } from './savedAuctionRow'
import { BulkLaunchRefused } from './sellingErrors'

const saved = (over: Partial<SavedAuction> = {}): SavedAuction =>
  ({
    id: 1,
    dealerId: dealerId(2),
    dealershipName: 'Acme',
    vin: '1FTFW1E50PFA12345',
    year: 2020,
    make: 'Ford',
    model: 'F-150',
    greenLight: false,
    autosell: false,
    status: 'complete',
    launchCount: 0,
    previousReserve: null,
    startsAt: null,
    startPrice: null,
    bidCount: 0,
    viewCount: 0,
    launchAddressId: 9,
    odometer: 1000,
    transmission: 'automatic',
    trim: 'XLT',
    drivetrain: null,
    updatedAt: 0,
    readOnly: false,
    privateLanes: [],
    eventLanes: [],
    launchWindows: [{ startsAt: 5000, endsAt: 6000 }],
    liveAppraisalDescription: null,
    forceRedLight: false,
    redLightMessages: [],
    sellerSettings: { autosellLaunchOnly: false, goGreen: false },
    auctionId: null,
    ...over,
  }) as SavedAuction

const lanes: LaunchLaneOption[] = [
  { lane: 'live_auction', laneId: 1, name: 'Live' },
  { lane: 'no_reserve_preview', laneId: 2, name: 'No reserve' },
  { lane: 'guaranteed_sale', laneId: 3, name: 'Guaranteed' },
  { lane: 'private_lane', laneId: 40, name: 'Private' },
]

describe('saved list rows (marketplace §3, §4)', () => {
  it('shows the action text, run number, dealership and red-light messages', () => {
    const row = savedAuctionRow(
      saved({
        status: 'submitted',
        launchCount: 2,
        dealershipName: null,
        forceRedLight: true,
        redLightMessages: ['Frame damage'],
      }),
      false,
    )
    expect(row).toMatchObject({
      actionText: 'Auction Launched!',
      runNumber: 3,
      dealershipName: 'Unknown',
      launchable: false,
    })
    expect(row.redLightMessages).toEqual(['Frame damage'])
    expect(row.title).toBe('2020 Ford F-150 XLT')
  })
  it('lets only complete, writable rows launch, and never for limited users', () => {
    expect(savedAuctionRow(saved(), false).launchable).toBe(true)
    expect(savedAuctionRow(saved({ readOnly: true }), false).blockedReason).toBe('This saved auction is read-only.')
    expect(savedAuctionRow(saved({ status: 'incomplete' }), false).actionText).toBe('Missing Info')
    expect(savedAuctionRow(saved(), true).launchable).toBe(false)
  })
})

describe('launch lanes (marketplace §1, §6)', () => {
  it('offers guaranteed sale only with its flag and the launch_gtd_sale role', () => {
    const gtd = aUser().build()
    const withRole = { ...gtd, appRoles: ['launch_gtd_sale'] }
    const names = (u: typeof gtd, flag: boolean) =>
      launchableLanes({ lanes }, u, { guaranteed_sale: flag }).map((l) => l.lane)
    expect(names(gtd, true)).not.toContain('guaranteed_sale')
    expect(names(withRole, false)).not.toContain('guaranteed_sale')
    expect(names(withRole, true)).toContain('guaranteed_sale')
  })
})

describe('launch form (marketplace §3, §5)', () => {
  it('keeps the previous reserve on relaunch and follows the seller settings', () => {
    const form = initialLaunchForm(
      saved({
        launchCount: 1,
        previousReserve: 12000 as never,
        sellerSettings: { autosellLaunchOnly: true, goGreen: true },
      }),
      lanes,
      [3600],
      ['title_present'],
    )
    expect(form).toMatchObject({ floorPrice: '12000', greenLight: true, autosell: true, laneKey: 'live_auction:1' })
    expect(initialLaunchForm(saved({ forceRedLight: true, greenLight: true }), lanes, [], []).greenLight).toBe(false)
  })
  it('needs a floor price at least the start price, a title option and whole dollars', () => {
    const base = initialLaunchForm(saved(), lanes, [3600], ['title_present'])
    const bad = readLaunchForm({ ...base, floorPrice: '50.5', titleOption: '' }, lanes, false)
    expect(bad).toEqual({
      ok: false,
      errors: { floorPrice: LaunchFormTexts.floorPriceRequired, titleOption: LaunchFormTexts.titleRequired },
    })
    const below = readLaunchForm({ ...base, floorPrice: '50', startPrice: '100' }, lanes, false)
    expect(below).toEqual({ ok: false, errors: { floorPrice: LaunchFormTexts.floorPriceBelowStart } })
    const good = readLaunchForm({ ...base, floorPrice: '$9,500' }, lanes, true)
    expect(good).toMatchObject({
      ok: true,
      choice: { floorPrice: 9500, startPrice: 100, greenLight: false, lane: 'live_auction', laneId: null },
    })
  })
  it('sends the chosen window for no_reserve_preview, with no reserve', () => {
    const base = initialLaunchForm(saved(), lanes, [3600], ['title_present'])
    const preview = readLaunchForm({ ...base, laneKey: 'no_reserve_preview:2', floorPrice: '' }, lanes, false)
    expect(preview).toMatchObject({ ok: true, choice: { floorPrice: null, launchWindow: 5000 } })
    const none = readLaunchForm({ ...base, laneKey: 'no_reserve_preview:2', launchWindow: '' }, lanes, false)
    expect(none).toEqual({ ok: false, errors: { launchWindow: LaunchFormTexts.windowRequired } })
    const privateLane = readLaunchForm({ ...base, laneKey: 'private_lane:40', floorPrice: '900' }, lanes, false)
    expect(privateLane).toMatchObject({ ok: true, choice: { lane: 'private_lane', laneId: 40 } })
  })
})

const payload = (id: number): LaunchPayload =>
  ({ savedAuctionId: id, vin: 'V', dealerId: dealerId(2), requestorUserId: userId(3) }) as unknown as LaunchPayload

describe('bulk launch (marketplace §7, §8)', () => {
  it('reports the refused vehicles and launches the rest, each in one successful call only', async () => {
    const calls: number[][] = []
    const port: AuctionLaunch = {
      launch: () => Promise.reject(new Error('unused')),
      launchMany: async (payloads) => {
        calls.push(payloads.map((p) => p.savedAuctionId))
        if (payloads.some((p) => p.savedAuctionId === 2))
          throw new BulkLaunchRefused({
            message: 'Lane closed',
            refusals: [{ savedAuctionId: 2, message: 'Lane closed' }],
          })
        return payloads.map((p) => ({
          savedAuctionId: p.savedAuctionId,
          auctionId: auctionId(p.savedAuctionId + 100),
          auctionStatus: 'active',
        }))
      },
    }
    const progress: number[] = []
    const report = await bulkLaunch(port, [payload(1), payload(2), payload(3)], (n) => progress.push(n))
    expect(report.error).toBe('Lane closed')
    expect(report.outcomes).toEqual([
      { savedAuctionId: 2, result: 'refused', message: 'Lane closed' },
      { savedAuctionId: 1, result: 'launched', auctionId: 101 },
      { savedAuctionId: 3, result: 'launched', auctionId: 103 },
    ])
    expect(calls).toEqual([
      [1, 2, 3],
      [1, 3],
    ])
    expect(progress).toEqual([1, 3])
  })
  it('never retries a failed call, and sends at most 50 a call', async () => {
    const sizes: number[] = []
    const port: AuctionLaunch = {
      launch: () => Promise.reject(new Error('unused')),
      launchMany: async (payloads) => {
        sizes.push(payloads.length)
        throw new ActionRejected({ message: 'No data returned from bulk auction launch.' })
      },
    }
    const report = await bulkLaunch(
      port,
      Array.from({ length: 120 }, (_, i) => payload(i + 1)),
    )
    expect(sizes).toEqual([50, 50, 20])
    expect(report.error).toBe('No data returned from bulk auction launch.')
    expect(report.outcomes.every((o) => o.result === 'failed')).toBe(true)
  })
})

describe('export progress', () => {
  it('is a share of the whole size when known', () => {
    expect(downloadShare({ received: 50, total: 200 })).toBe(0.25)
    expect(downloadShare({ received: 300, total: 200 })).toBe(1)
    expect(downloadShare({ received: 50, total: null })).toBeNull()
  })
})

describe('run changes in words (docs/adr/0024)', () => {
  it('says how the odometer and photos changed', () => {
    expect(odometerChangeText({ previous: 41000, current: 41250 })).toBe('Odometer 41,000 mi → 41,250 mi (+250 mi)')
    expect(odometerChangeText({ previous: 41000, current: 41000 })).toBe('Odometer unchanged at 41,000 mi')
    expect(odometerChangeText({ previous: null, current: 5 })).toBe('Odometer 5 mi')
    expect(photosChangeText({ previous: 4, current: 6 })).toBe('4 photos → 6 photos')
    expect(photosChangeText({ previous: 6, current: 6 })).toBe('6 photos, unchanged')
    expect(photosChangeText({ previous: null, current: 1 })).toBe('1 photo')
  })
})

describe('performance shares', () => {
  it('splits the outcomes, and is all zero without launches', () => {
    expect(outcomeShares({ launched: 4, sold: 2, unsold: 1, inNegotiation: 1 })).toEqual({
      sold: 0.5,
      inNegotiation: 0.25,
      unsold: 0.25,
    })
    expect(outcomeShares({ launched: 0, sold: 0, unsold: 0, inNegotiation: 0 })).toEqual({
      sold: 0,
      inNegotiation: 0,
      unsold: 0,
    })
  })
})

describe('guaranteed sale (shell §2.4, §9 lane sets)', () => {
  it('keeps the auctions of the guaranteed-sale lane only', () => {
    const lane = (kind: 'live' | 'guaranteed_sale') => ({ lane: { id: 1, name: kind, kind } }) as never
    expect(isGuaranteedSaleAuction(lane('guaranteed_sale'))).toBe(true)
    expect(isGuaranteedSaleAuction(lane('live'))).toBe(false)
  })

  it('offers only the saved vehicles that may launch now', () => {
    const rows = [
      savedAuctionRow(saved({ id: 1 }), false),
      savedAuctionRow(saved({ id: 2, status: 'incomplete' }), false),
      savedAuctionRow(saved({ id: 3, readOnly: true }), false),
    ]
    expect(guaranteedSaleCandidates(rows).map((r) => r.id)).toEqual([1])
    expect(guaranteedSaleCandidates([savedAuctionRow(saved({ id: 4 }), true)])).toEqual([])
  })
})
