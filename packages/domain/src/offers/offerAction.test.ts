import { describe, expect, it } from 'vitest'
import { dealerId, dollars } from '../model/ids'
import { OfferStates, offerStateName } from '../model/offer'
import { aUser } from '../testing/userBuilder'
import { offerActionRequest, parseOfferAction } from './offerAction'

describe('offer actions (marketplace §4, §5)', () => {
  it.each(['accept', 'reject', 'counter', 'make-offer'])('accepts %s', (a) => {
    expect(parseOfferAction(a)).toEqual({ ok: true, action: a })
  })
  it.each(['', 'Accept', 'cancel', 'make_offer'])('refuses %j with "Invalid action"', (a) => {
    const result = parseOfferAction(a)
    expect(result.ok).toBe(false)
    if (!result.ok) expect([result.error.message, result.error.field]).toEqual(['Invalid action', 'action'])
  })

  const single = aUser()
    .withDealership({ id: dealerId(31) })
    .build()
  const several = aUser()
    .withDealership({ id: dealerId(31) })
    .withDealership({ id: dealerId(32) })
    .build()
  it.each(['counter', 'make-offer'] as const)('%s adds the dealer id for a single dealership only', (action) => {
    expect(offerActionRequest(action, dollars(900), single)).toEqual({ action, amount: 900, dealerId: 31 })
    expect(offerActionRequest(action, dollars(900), several)).toEqual({ action, amount: 900 })
  })
  it.each(['accept', 'reject'] as const)('%s never adds the dealer id', (action) => {
    expect(offerActionRequest(action, null, single)).toEqual({ action, amount: null })
  })
})

describe('offer states (marketplace §3)', () => {
  it('has values 0–4', () => {
    expect(OfferStates).toEqual({ pending: 0, accepted: 1, rejected: 2, timeout: 3, sealedBid: 4 })
    expect([0, 1, 2, 3, 4].map((v) => offerStateName(v as 0))).toEqual([
      'pending',
      'accepted',
      'rejected',
      'timeout',
      'sealedBid',
    ])
  })
})
