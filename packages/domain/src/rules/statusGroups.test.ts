import { describe, expect, it } from 'vitest'
import { AuctionStatus } from '../model/auction'
import {
  isAccepted,
  isEnded,
  isFinal,
  isInNegotiation,
  isMakeOfferState,
  isRelaunchable,
  isUpcoming,
} from './statusGroups'

const all = AuctionStatus.literals
const members = (test: (s: (typeof all)[number]) => boolean) => all.filter(test)

describe('status groups (marketplace §4)', () => {
  it('lists the accepted statuses', () => {
    expect(members(isAccepted)).toEqual(['counter_accepted', 'counter_original_accepted', 'ended_accepted'])
  })
  it('lists the in-negotiation statuses', () => {
    expect(members(isInNegotiation)).toEqual(['awaiting_acceptance', 'counter_sent', 'negotiation'])
  })
  it('lists the make-offer statuses', () => {
    expect(members(isMakeOfferState)).toEqual(['counter_original_declined', 'ended_declined', 'ended_nobid'])
  })
  it('lists the relaunchable statuses', () => {
    expect(members(isRelaunchable)).toEqual([
      'counter_original_declined',
      'ended_declined',
      'ended_killed',
      'ended_nobid',
      'ended_unwound',
    ])
  })
  it('designs upcoming, ended and final (docs/adr/0012)', () => {
    expect(members(isUpcoming)).toEqual(['run_list', 'preview', 'staging'])
    expect(isEnded('active')).toBe(false)
    expect(isEnded('preview')).toBe(false)
    expect(isEnded('negotiation')).toBe(true)
    expect(isEnded('ended_nobid')).toBe(true)
    expect(isFinal('negotiation')).toBe(false)
    expect(isFinal('ended_accepted')).toBe(true)
    expect(isFinal('active')).toBe(false)
    expect(members(isFinal)).toHaveLength(all.length - 1 - 3 - 3)
  })
})
