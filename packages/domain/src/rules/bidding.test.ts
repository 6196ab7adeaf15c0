import { describe, expect, it } from 'vitest'
import { Messages } from '../messages'
import { dollars } from '../model/ids'
import { anAuction } from '../testing'
import { BID_INCREMENT, BidBlockedTexts, bidBlockReason, nextBid } from './bidding'

describe('nextBid', () => {
  it('proposes the high bid plus the increment', () => {
    expect(nextBid(anAuction().withHighBid(22_100).build())).toBe(22_100 + BID_INCREMENT)
  })

  it('proposes the start price when nobody has bid', () => {
    expect(
      nextBid(
        anAuction()
          .with({ highBid: null, startPrice: dollars(18_500) })
          .build(),
      ),
    ).toBe(18_500)
  })
})

describe('bidBlockReason', () => {
  const live = anAuction().withStatus('active').build()

  it('lets an active, permitted auction be bid on', () => {
    expect(bidBlockReason(live, false, false)).toBeNull()
  })

  it('says a limited user is inactive before anything else', () => {
    expect(bidBlockReason(live, true, true)).toBe(Messages.dealerInactiveTitle)
  })

  it('says the auction has ended when its time is up or its status is no longer active', () => {
    expect(bidBlockReason(live, false, true)).toBe(BidBlockedTexts.ended)
    expect(bidBlockReason(anAuction().withStatus('ended_nobid').build(), false, false)).toBe(BidBlockedTexts.ended)
  })

  it('says bidding is not available when the auction or its lane does not allow it', () => {
    const closed = anAuction().withStatus('active').withPermissions({ canBid: false }).build()
    expect(bidBlockReason(closed, false, false)).toBe(BidBlockedTexts.notPermitted)
  })
})
