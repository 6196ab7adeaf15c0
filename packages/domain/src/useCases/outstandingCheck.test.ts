import { describe, expect, it, vi } from 'vitest'
import { Constants } from '../constants'
import type { OutstandingAuctions } from '../ports/OutstandingAuctions'
import { anAuction } from '../testing/auctionBuilder'
import { FixedClock } from '../testing/FixedClock'
import { aUser } from '../testing/userBuilder'
import { createOutstandingCheck, lockedToOutstanding, OUTSTANDING_RETRY_AFTER_FAILURE_MS } from './outstandingCheck'

const forceFinalize = { force_finalize: true }
const won = [anAuction().withId(880001).build(), anAuction().withId(880002).build()]
const user = aUser().withId(7).build()

const setup = (list: OutstandingAuctions['list'] = async () => won) => {
  const clock = new FixedClock()
  const auctions = { list: vi.fn(list) }
  return { clock, auctions, check: createOutstandingCheck({ auctions, clock }) }
}

describe('outstanding auctions check (shell §4.1)', () => {
  it('loads the auctions to finalize when the force-finalize flag is on', async () => {
    const { check } = setup()
    const loaded = await check.load({ user, flags: forceFinalize })
    expect(loaded?.map((a) => a.id)).toEqual([880001, 880002])
    expect(check.current()).toBe(loaded)
  })

  it('drops a finalized auction at once, and unlocks when the last one is finalized', async () => {
    const { check, auctions } = setup()
    const session = { user, flags: forceFinalize }
    await check.load(session)
    const heard = vi.fn()
    check.subscribe(heard)
    check.finalized(880001)
    expect(check.current()?.map((a) => a.id)).toEqual([880002])
    expect(lockedToOutstanding(session, check.current())).toBe(true)
    check.finalized(880002)
    expect(lockedToOutstanding(session, await check.load(session))).toBe(false)
    expect(heard).toHaveBeenCalledTimes(2)
    expect(auctions.list).toHaveBeenCalledTimes(1)
  })

  it('loads nothing without the flag, nor for a limited user', async () => {
    const { check, auctions } = setup()
    expect(await check.load({ user, flags: {} })).toBeNull()
    expect(await check.load({ user: aUser().withId(4).readonly().build(), flags: forceFinalize })).toBeNull()
    expect(auctions.list).not.toHaveBeenCalled()
  })

  it('asks again only after 24 hours', async () => {
    const { check, auctions, clock } = setup()
    await check.load({ user, flags: forceFinalize })
    clock.advance(Constants.outstandingRecheckMs - 1)
    await check.load({ user, flags: forceFinalize })
    expect(auctions.list).toHaveBeenCalledTimes(1)
    clock.advance(1)
    await check.load({ user, flags: forceFinalize })
    expect(auctions.list).toHaveBeenCalledTimes(2)
  })

  it('shares one request between navigations that ask at once', async () => {
    const { check, auctions } = setup()
    await Promise.all([check.load({ user, flags: forceFinalize }), check.load({ user, flags: forceFinalize })])
    expect(auctions.list).toHaveBeenCalledTimes(1)
  })

  it('does not lock after a failed load and tries again a minute later', async () => {
    const { check, auctions, clock } = setup(async () => {
      throw new Error('down')
    })
    expect(await check.load({ user, flags: forceFinalize })).toBeNull()
    await check.load({ user, flags: forceFinalize })
    expect(auctions.list).toHaveBeenCalledTimes(1)
    clock.advance(OUTSTANDING_RETRY_AFTER_FAILURE_MS)
    await check.load({ user, flags: forceFinalize })
    expect(auctions.list).toHaveBeenCalledTimes(2)
  })

  it('forgets the list on sign-out and for another user, telling subscribers', async () => {
    const { check, auctions } = setup()
    const listener = vi.fn()
    check.subscribe(listener)
    await check.load({ user, flags: forceFinalize })
    check.reset()
    expect(check.current()).toBeNull()
    expect(listener).toHaveBeenCalledTimes(2)
    await check.load({ user, flags: forceFinalize })
    await check.load({ user: aUser().withId(8).build(), flags: forceFinalize })
    expect(auctions.list).toHaveBeenCalledTimes(3)
  })

  it('locks only with the flag, some auctions and a user who is not limited', () => {
    expect(lockedToOutstanding({ user, flags: forceFinalize }, won)).toBe(true)
    expect(lockedToOutstanding({ user, flags: forceFinalize }, [])).toBe(false)
    expect(lockedToOutstanding({ user, flags: {} }, won)).toBe(false)
    expect(lockedToOutstanding({ user: aUser().readonly().build(), flags: forceFinalize }, won)).toBe(false)
    expect(lockedToOutstanding(null, won)).toBe(false)
  })
})
