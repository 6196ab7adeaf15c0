import { describe, expect, it } from 'vitest'
import type { Identity } from '../ports/Identity'
import { anAuction, aSession, aUser, FIXED_NOW, FixedClock, partialFake, SequentialIds } from './index'

describe('testing kit (`docs/style.md` 13)', () => {
  it('builds auctions relative to FIXED_NOW', () => {
    const auction = anAuction().endingIn(90).withHighBid(5200).build()
    expect(auction.endsAt).toBe(FIXED_NOW + 90_000)
    expect(auction.highBid?.amount).toBe(5200)
    expect(auction.bidCount).toBe(1)
  })
  it('builds users and sessions', () => {
    expect(aUser().build().dealerships).toHaveLength(1)
    expect(
      aUser()
        .memberOf(1)
        .memberOf(2)
        .build()
        .dealerships.map((d) => d.type),
    ).toEqual([1, 2])
    expect(aSession().prefersSearch().withFlags({ a: true }).build()).toMatchObject({
      preferences: { prefersSearchRefresh: true },
      flags: { a: true },
    })
  })
  it('has a clock that moves only when told', () => {
    const clock = new FixedClock()
    clock.advance(5)
    expect(clock.now()).toBe(FIXED_NOW + 5)
    clock.set(1)
    clock.setOffset(7)
    expect([clock.now(), clock.offsetMs()]).toEqual([1, 7])
  })
  it('hands out sequential ids', () => {
    const ids = new SequentialIds('bid')
    expect([ids.next(), ids.next()]).toEqual(['bid-1', 'bid-2'])
  })
  it('has partial fakes that throw on methods they were not given', () => {
    const identity = partialFake<Identity>('Identity', { loadFeatureFlags: async () => ({}) })
    expect(() => identity.signOut({} as never)).toThrow('Identity.signOut was called but the fake was not given it')
    expect(typeof identity.loadFeatureFlags).toBe('function')
    expect((identity as unknown as { then?: unknown }).then).toBeUndefined()
  })
})
