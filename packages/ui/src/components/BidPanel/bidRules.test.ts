import { dollars, epochMillis } from '@gavel/domain'
import { anAuction } from '@gavel/domain/testing'
import { describe, expect, it } from 'vitest'
import { BidBlockedTexts, bidBlockReason, nextBidOf, receiptText } from './bidRules'

describe('bid rules of the panel', () => {
  it('proposes the high bid plus $100, or the start price when nobody has bid', () => {
    expect(nextBidOf(anAuction().withHighBid(22_100).build())).toBe(22_200)
    expect(
      nextBidOf(
        anAuction()
          .with({ highBid: null, startPrice: dollars(18_500) })
          .build(),
      ),
    ).toBe(18_500)
  })

  it('says why a bid is blocked: limited user, then ended, then no permission', () => {
    const live = anAuction().withHighBid(22_100).build()
    expect(bidBlockReason(live, false, false)).toBeNull()
    expect(bidBlockReason(live, true, true)).toBe(BidBlockedTexts.limited)
    expect(bidBlockReason(live, false, true)).toBe(BidBlockedTexts.ended)
    expect(bidBlockReason({ ...live, status: 'ended_nobid' }, false, false)).toBe(BidBlockedTexts.ended)
    const closed = { ...live, permissions: { ...live.permissions, canBid: false } }
    expect(bidBlockReason(closed, false, false)).toBe(BidBlockedTexts.notPermitted)
  })

  it('writes the receipt with the amount and a HH:MM:SS time', () => {
    const at = new Date(2026, 10, 21, 9, 5, 7).getTime()
    expect(receiptText(22_200, epochMillis(at))).toBe('Bid placed: $22,200 at 09:05:07')
  })
})
