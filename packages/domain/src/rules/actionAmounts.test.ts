import { describe, expect, it } from 'vitest'
import { Messages } from '../messages'
import { dealerId, dollars } from '../model/ids'
import { anAuction } from '../testing/auctionBuilder'
import { aUser } from '../testing/userBuilder'
import { initialProxyMax, offerDealer, parseProxyMax, proxyBelowMinimumText, stepProxyMax } from './actionAmounts'

const auction = anAuction().withHighBid(5_200).build()

describe('proxy maximum (marketplace §3, §5)', () => {
  it('takes a whole amount at or above the high bid plus the proxy interval', () => {
    expect(parseProxyMax('$5,250', auction)).toEqual({ ok: true, amount: 5_250 })
  })

  it("rejects what is not a whole number with the spec's text", () => {
    const result = parseProxyMax('5250.5', auction)
    expect(result.ok ? null : result.error.message).toBe(Messages.bidNotANumber)
  })

  it('rejects a maximum below the lowest bid the server takes', () => {
    const result = parseProxyMax('5200', auction)
    expect(result.ok ? null : result.error.message).toBe(proxyBelowMinimumText(dollars(5_250)))
    expect(proxyBelowMinimumText(dollars(5_250))).toBe('Your maximum must be at least $5,250.')
  })

  it('proposes the minimum, or the standing proxy when it is still above it', () => {
    expect(initialProxyMax(auction)).toBe(5_250)
    expect(initialProxyMax(anAuction().withHighBid(5_200).withProxy(7_000).build())).toBe(7_000)
  })

  it('steps by the proxy interval (50) and never below the minimum', () => {
    expect(stepProxyMax(dollars(5_300), auction, 1)).toBe(5_350)
    expect(stepProxyMax(dollars(5_300), auction, -1)).toBe(5_250)
    expect(stepProxyMax(dollars(5_250), auction, -1)).toBe(5_250)
  })
})

describe('offer dealership (marketplace §5, §6)', () => {
  it("uses a single-dealership user's own dealership", () => {
    const user = aUser()
      .withDealership({ id: dealerId(7) })
      .build()
    expect(offerDealer(user, null)).toBe(7)
  })

  it('needs a multi-dealership user to pick one of theirs', () => {
    const user = aUser()
      .withDealership({ id: dealerId(7) })
      .withDealership({ id: dealerId(8) })
      .build()
    expect(offerDealer(user, null)).toBeNull()
    expect(offerDealer(user, dealerId(8))).toBe(8)
    expect(offerDealer(user, dealerId(9))).toBeNull()
  })
})
