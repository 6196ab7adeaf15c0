import { describe, expect, it } from 'vitest'
import { dollars, epochMillis } from '../model/ids'
import { anAuction } from '../testing/auctionBuilder'
import {
  bidFromNumber,
  DEFAULT_PROXY_BID_INTERVAL,
  minimumNextBid,
  persistentProxyEndsAt,
  proxyBidInterval,
} from './proxy'

describe('proxies (marketplace §3, §5)', () => {
  it('uses the auction interval, else 50', () => {
    expect(DEFAULT_PROXY_BID_INTERVAL).toBe(50)
    expect(proxyBidInterval({ proxyBidInterval: dollars(100) })).toBe(100)
    expect(proxyBidInterval({ proxyBidInterval: dollars(0) })).toBe(50)
  })
  it('keeps a persistent proxy 10 days', () => {
    expect(persistentProxyEndsAt(epochMillis(1000))).toBe(1000 + 10 * 24 * 3600 * 1000)
  })
  it('asks for the start price first, then the high bid plus the interval', () => {
    expect(minimumNextBid(anAuction().build())).toBe(1000)
    expect(
      minimumNextBid(
        anAuction()
          .withHighBid(5200)
          .with({ proxyBidInterval: dollars(100) })
          .build(),
      ),
    ).toBe(5300)
  })
  it('takes only positive integers', () => {
    expect(bidFromNumber(5)).toEqual({ ok: true, amount: 5 })
    for (const bad of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      const r = bidFromNumber(bad)
      expect(r.ok).toBe(false)
      if (!r.ok) expect([r.error.message, r.error.field]).toEqual(['Tried setting a value that was NaN!', 'amount'])
    }
  })
})
