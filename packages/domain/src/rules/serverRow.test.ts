import { describe, expect, it } from 'vitest'
import { dollars, epochMillis } from '../model/ids'
import { anAuction } from '../testing'
import { statusIsNewer, takeServerRow } from './serverRow'

describe('takeServerRow (marketplace §4)', () => {
  it("takes the server's row", () => {
    const shown = anAuction().withHighBid(22_100).build()
    const server = { ...shown, highBid: { ...shown.highBid!, amount: dollars(22_500) }, bidCount: shown.bidCount + 1 }
    expect(takeServerRow(shown, server)).toBe(server)
    expect(takeServerRow(undefined, server)).toBe(server)
  })

  it('never lowers the high bid of an active auction with unchanged status', () => {
    const shown = anAuction().withHighBid(22_500).build()
    const late = { ...shown, highBid: { ...shown.highBid!, amount: dollars(22_100) }, viewCount: 99 }
    const taken = takeServerRow(shown, late)
    expect(taken.highBid?.amount).toBe(22_500)
    expect(taken.viewCount).toBe(99)
  })

  it('takes a lower amount when the status changed', () => {
    const shown = anAuction().withHighBid(22_500).build()
    const ended = { ...shown, status: 'ended_killed' as const, highBid: null }
    expect(takeServerRow(shown, ended)).toBe(ended)
  })
})

describe('statusIsNewer', () => {
  const shown = anAuction().withHighBid(22_100).build()
  const entry = {
    id: shown.id,
    status: shown.status,
    endsAt: shown.endsAt,
    bidCount: shown.bidCount,
    highBidAmount: dollars(22_100),
  }
  it('is false when the poll says what is shown', () => expect(statusIsNewer(shown, entry)).toBe(false))
  it('is true for a new status, end time, bid or higher amount', () => {
    expect(statusIsNewer(shown, { ...entry, status: 'ended_accepted' })).toBe(true)
    expect(statusIsNewer(shown, { ...entry, endsAt: epochMillis(shown.endsAt + 30_000) })).toBe(true)
    expect(statusIsNewer(shown, { ...entry, bidCount: shown.bidCount + 1 })).toBe(true)
    expect(statusIsNewer(shown, { ...entry, highBidAmount: dollars(22_200) })).toBe(true)
  })
})
