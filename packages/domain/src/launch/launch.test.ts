import { describe, expect, it } from 'vitest'
import { ActionRejected } from '../errors'
import { dealerId, dollars, epochMillis, userId } from '../model/ids'
import { bulkLaunchError } from './bulkLaunchError'
import { buildLaunchPayload, type LaunchChoice, launchStartTime } from './launchPayload'
import {
  runNumber,
  savedAuctionActionText,
  savedAuctionDealershipName,
  savedListDealerFilter,
} from './savedAuctionText'

const choice: LaunchChoice = {
  lane: 'live_auction',
  laneId: 11,
  floorPrice: dollars(9000),
  startPrice: dollars(500),
  durationInSeconds: 3600,
  addressId: 4,
  titleOption: 'title_present',
  autosell: false,
  greenLight: true,
  startTime: epochMillis(1000),
  launchWindow: epochMillis(2000),
}

describe('launch payload (marketplace §3, §5)', () => {
  it('sends the launch window for no_reserve_preview', () => {
    expect(launchStartTime({ ...choice, lane: 'no_reserve_preview' })).toBe(2000)
  })
  it('sends the start time for live and scheduled lanes', () => {
    expect(launchStartTime(choice)).toBe(1000)
    expect(launchStartTime({ ...choice, lane: 'event_lane' })).toBe(1000)
  })
  it('sends no start time for other lanes', () => {
    expect(launchStartTime({ ...choice, lane: 'private_lane' })).toBeNull()
  })
  it('builds every field', () => {
    const saved = { id: 77, vin: '1FT', dealerId: dealerId(5) }
    expect(buildLaunchPayload(saved, choice, { userId: userId(9), source: 'web' })).toEqual({
      vin: '1FT',
      dealerId: 5,
      autosell: false,
      floorPrice: 9000,
      greenLight: true,
      lane: 'live_auction',
      laneId: 11,
      durationInSeconds: 3600,
      addressId: 4,
      titleOption: 'title_present',
      startPrice: 500,
      auctionStartTime: 1000,
      savedAuctionId: 77,
      source: 'web',
      requestorUserId: 9,
    })
  })
})

describe('saved auctions (marketplace §3, §4, §5)', () => {
  it.each([
    ['complete', 'Send To Auction'],
    ['submitted', 'Auction Launched!'],
    ['max_launches', 'No More Launches'],
    ['expired', 'Expired'],
    ['draft', 'Missing Info'],
    ['', 'Missing Info'],
  ])('status %j shows %j', (status, text) => {
    expect(savedAuctionActionText(status)).toBe(text)
  })
  it('numbers the run launch_count + 1', () => {
    expect(runNumber(0)).toBe(1)
    expect(runNumber(2)).toBe(3)
  })
  it("names a missing dealership 'Unknown'", () => {
    expect(savedAuctionDealershipName(null)).toBe('Unknown')
    expect(savedAuctionDealershipName(undefined)).toBe('Unknown')
    expect(savedAuctionDealershipName(' ')).toBe('Unknown')
    expect(savedAuctionDealershipName('Acme')).toBe('Acme')
  })
  it('uses all dealers for the filter -1', () => {
    expect(savedListDealerFilter(-1)).toEqual({ allDealers: true })
    expect(savedListDealerFilter(12)).toEqual({ allDealers: false, dealerIds: [12] })
  })
})

describe('bulk launch errors (marketplace §8)', () => {
  const responses = [
    { errors: [{ message: 'VIN already launched', detail: 'duplicate vin' }] },
    { errors: [{ message: 'second', detail: 'second' }] },
  ]
  it('raises the first message of the first response on 400', () => {
    const error = bulkLaunchError(400, responses)
    expect(error).toBeInstanceOf(ActionRejected)
    expect(error.message).toBe('VIN already launched')
  })
  it('raises the first detail on 500, or the no-data text', () => {
    expect(bulkLaunchError(500, responses).message).toBe('duplicate vin')
    expect(bulkLaunchError(500, []).message).toBe('No data returned from bulk auction launch.')
    expect(bulkLaunchError(500, [{ errors: [] }]).message).toBe('No data returned from bulk auction launch.')
  })
  it('falls back to the default text', () => {
    expect(bulkLaunchError(400, []).message).toBe(
      'There was problem processing your request. Please try again or adjust your parameters.',
    )
    expect(bulkLaunchError(503, responses).message).toBe(
      'There was problem processing your request. Please try again or adjust your parameters.',
    )
  })
})
