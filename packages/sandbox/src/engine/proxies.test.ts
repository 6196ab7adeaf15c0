import { describe, expect, it } from 'vitest'
import type { Auction } from '../world/types'
import { resolveProxies } from './proxies'

const anAuction = (): Auction => ({
  id: 1,
  vehicle: {
    vin: '1M8GDM9AXKP042788',
    year: 2020,
    make: 'Ford',
    model: 'F-150',
    trim: null,
    engine: null,
    drivetrain: null,
    transmission: null,
    exteriorColor: null,
    colorHex: '#000',
    odometer: 1,
  },
  status: 'active',
  laneId: 1,
  floorPrice: null,
  showReserve: false,
  startPrice: 1000,
  bids: [],
  proxies: [],
  viewCount: 0,
  startTime: 0,
  endTime: 1e12,
  purchaseNowPrice: null,
  sellerUserId: 99,
  sellerDealerId: 99,
  watcherUserIds: [],
  twoMinuteWarned: false,
})

const proxy = (userId: number, max: number, placedAt = 0) => ({
  userId,
  dealerId: userId + 100,
  max,
  persistent: false,
  placedAt,
})

describe('resolveProxies', () => {
  it('opens at the start price for a lone proxy', () => {
    const a = anAuction()
    a.proxies.push(proxy(1, 5000))
    resolveProxies(a, 1)
    expect(a.bids.map((b) => [b.userId, b.amount])).toEqual([[1, 1000]])
  })

  it('answers a direct bid one increment above it, up to the maximum', () => {
    const a = anAuction()
    a.proxies.push(proxy(1, 1500))
    a.bids.push({ amount: 1000, userId: 1, dealerId: 101, at: 0, proxy: true })
    a.bids.push({ amount: 1200, userId: 2, dealerId: 102, at: 1, proxy: false })
    resolveProxies(a, 2)
    expect(a.bids.at(-1)).toMatchObject({ userId: 1, amount: 1300 })
  })

  it('lets the higher of two proxies win one increment above the lower maximum', () => {
    const a = anAuction()
    a.proxies.push(proxy(1, 2000, 0), proxy(2, 3000, 1))
    resolveProxies(a, 2)
    expect(a.bids.at(-1)).toMatchObject({ userId: 2, amount: 2100 })
    for (const [i, b] of a.bids.entries())
      if (i > 0) expect(b.amount).toBeGreaterThanOrEqual((a.bids[i - 1]?.amount ?? 0) + 100)
  })

  it('gives a tie to the current leader', () => {
    const a = anAuction()
    a.proxies.push(proxy(1, 2000, 0))
    resolveProxies(a, 1)
    a.proxies.push(proxy(2, 2000, 5))
    resolveProxies(a, 6)
    expect(a.bids.at(-1)).toMatchObject({ userId: 1, amount: 2000 })
  })
})
