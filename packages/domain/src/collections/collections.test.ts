import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { StatusPill } from '../model/auction'
import { dealerId, userId } from '../model/ids'
import { anAuction } from '../testing/auctionBuilder'
import { endMessageMoves } from './endMessage'
import { appendLaunchedAuction } from './launchNotification'
import { liveReaction } from './liveReaction'
import { collectionsOf, collectionsOfPills } from './membership'
import { isPolled } from './polling'

const viewer = { userId: userId(7), dealerIds: [dealerId(70)] }

describe('pill-to-collection membership (marketplace §4)', () => {
  it.each([
    ['finalize', ['needsFinalizing']],
    ['received_last_negotiation', ['negotiations']],
    ['sent_last_negotiation', ['negotiations']],
    ['proxy_scheduled', ['pendingProxies']],
    ['high_bidder', ['active']],
    ['out_bid', ['active']],
    ['watchlisted', ['watchlist']],
    ['reserve_met', []],
    ['no_reserve', []],
  ] as const)('%s -> %j', (pill, expected) => {
    expect(collectionsOfPills([pill])).toEqual(expected)
  })
  it('lists each collection once in a fixed order', () => {
    expect(collectionsOfPills(['watchlisted', 'out_bid', 'high_bidder'])).toEqual(['active', 'watchlist'])
  })
  it('derives membership from an auction through its pills', () => {
    expect(collectionsOf(anAuction().withHighBid(100, { userId: 7 }).watched().build(), viewer)).toEqual([
      'active',
      'watchlist',
    ])
  })
  it('is a function of the pills: same pills in any order and repetition, same collections (property)', () => {
    const pills = fc.array(fc.constantFrom(...StatusPill.literals))
    fc.assert(
      fc.property(pills, fc.func(fc.integer()), (list, key) => {
        const shuffled = [...list, ...list].sort((a, b) => key(a) - key(b))
        expect(collectionsOfPills(shuffled)).toEqual(collectionsOfPills(list))
      }),
    )
  })
})

describe('polling eligibility (marketplace §4)', () => {
  it('polls active auctions', () => {
    expect(isPolled(anAuction().build())).toBe(true)
  })
  it('polls negotiations for participants or users who can negotiate', () => {
    expect(isPolled(anAuction().withStatus('negotiation').participating().build())).toBe(true)
    expect(isPolled(anAuction().withStatus('counter_sent').withPermissions({ canNegotiate: true }).build())).toBe(true)
    expect(isPolled(anAuction().withStatus('awaiting_acceptance').build())).toBe(false)
  })
  it('does not poll other statuses', () => {
    expect(isPolled(anAuction().withStatus('ended_accepted').participating().build())).toBe(false)
    expect(isPolled(anAuction().withStatus('preview').build())).toBe(false)
  })
})

describe('end message moves (marketplace §4)', () => {
  it('moves a participant auction in negotiation from active to negotiations', () => {
    expect(endMessageMoves(anAuction().participating().withStatus('negotiation').build())).toEqual({
      leave: ['active'],
      join: ['negotiations'],
    })
  })
  it('moves an accepted auction the viewer may finalize to needs-finalizing', () => {
    const won = anAuction().participating().withStatus('ended_accepted').withPermissions({ canFinalize: true })
    expect(endMessageMoves(won.build())).toEqual({ leave: ['active'], join: ['needsFinalizing'] })
  })
  it('only leaves active otherwise', () => {
    expect(endMessageMoves(anAuction().participating().withStatus('ended_accepted').build())).toEqual({
      leave: ['active'],
      join: [],
    })
    expect(endMessageMoves(anAuction().participating().withStatus('ended_nobid').build()).join).toEqual([])
  })
  it('does not move non-participant auctions', () => {
    expect(endMessageMoves(anAuction().withStatus('negotiation').build())).toEqual({ leave: [], join: [] })
  })
})

describe('LAUNCH_NOTIFICATION_V2 (marketplace §4)', () => {
  const lane = [anAuction().withId(1).build(), anAuction().withId(2).build()]
  const idle = { tourActive: false, searchActive: false, subFilterActive: false }
  it('appends to the end of the live lane', () => {
    expect(appendLaunchedAuction(lane, anAuction().withId(3).build(), idle).map((a) => a.id)).toEqual([1, 2, 3])
  })
  it.each(['tourActive', 'searchActive', 'subFilterActive'] as const)('does nothing while %s', (flag) => {
    expect(appendLaunchedAuction(lane, anAuction().withId(3).build(), { ...idle, [flag]: true })).toBe(lane)
  })
  it('does not add an auction twice', () => {
    expect(appendLaunchedAuction(lane, anAuction().withId(2).build(), idle)).toBe(lane)
  })
})

describe('live reactions (shell §4.4)', () => {
  it.each([
    ['TWO_MIN', 'update'],
    ['DEAL_UPDATE', 'update'],
    ['OUT_BID', 'update'],
    ['BID', 'updateThenRefetch'],
    ['ENDED_UPDATE', 'end'],
    ['END', 'end'],
    ['KILLED', 'end'],
    ['NEW', 'add'],
    ['PRE_LAUNCH', 'refresh'],
    ['LAUNCH_CANCELLED', 'refresh'],
    ['LAUNCH_NOTIFICATION_V2', 'appendToLiveLane'],
  ] as const)('%s -> %s', (type, reaction) => {
    expect(liveReaction(type)).toBe(reaction)
  })
})
