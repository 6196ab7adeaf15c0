import { describe, expect, it } from 'vitest'
import { dealerId, dollars, userId } from '../model/ids'
import { anAuction } from '../testing/auctionBuilder'
import { BidBlockedTexts } from './bidding'
import { ActionBlockedTexts, detailActionBlocks, showsPersistentProxy, showsRemoveReserve } from './detailActions'

const open = { limited: false, ended: false, flags: {} }
const everything = {
  canProxyBid: true,
  canPurchaseNow: true,
  canMakeOffer: true,
  canRemoveReserve: true,
  canEditPersistentProxy: true,
}

describe('detail action blocks (marketplace §3 permission flags, §6)', () => {
  it('allows every action the permissions allow on a running auction', () => {
    const auction = anAuction()
      .withPermissions(everything)
      .with({ purchaseNowPrice: dollars(30_000) })
      .build()
    expect(Object.values(detailActionBlocks(auction, open))).toEqual(Array(9).fill(null))
  })

  it('disables every action for a limited user, with the inactive-dealer reason', () => {
    const auction = anAuction().withPermissions(everything).build()
    const blocks = detailActionBlocks(auction, { ...open, limited: true })
    expect(new Set(Object.values(blocks))).toEqual(new Set([ActionBlockedTexts.limited]))
  })

  it('says why each action is missing its permission', () => {
    const auction = anAuction().withPermissions({ canProxyBid: false, canBid: false }).build()
    const blocks = detailActionBlocks(auction, open)
    expect(blocks.bid).toBe(BidBlockedTexts.notPermitted)
    expect(blocks.proxy).toBe(ActionBlockedTexts.proxyNotPermitted)
    expect(blocks.editPersistentProxy).toBe(ActionBlockedTexts.persistentNotEditable)
    expect(blocks.purchaseNow).toBe(ActionBlockedTexts.purchaseNowNotPermitted)
    expect(blocks.makeOffer).toBe(ActionBlockedTexts.offerNotPermitted)
    expect(blocks.removeReserve).toBe(ActionBlockedTexts.removeReserveNotPermitted)
  })

  it('blocks the live actions once the auction is over, but not an offer the server opens after the end', () => {
    const auction = anAuction().withPermissions(everything).build()
    const blocks = detailActionBlocks(auction, { ...open, ended: true })
    expect(blocks.proxy).toBe(ActionBlockedTexts.ended)
    expect(blocks.purchaseNow).toBe(ActionBlockedTexts.ended)
    const noBids = detailActionBlocks(anAuction().withStatus('ended_nobid').withPermissions(everything).build(), open)
    expect(noBids.makeOffer).toBeNull()
  })

  it('takes proxy bids on a scheduled auction', () => {
    const auction = anAuction().withStatus('run_list').build()
    expect(detailActionBlocks(auction, open).proxy).toBeNull()
  })

  it('restricts offers when restrict_offer is on', () => {
    const auction = anAuction().withPermissions(everything).build()
    expect(detailActionBlocks(auction, { ...open, flags: { restrict_offer: true } }).makeOffer).toBe(
      ActionBlockedTexts.offerRestricted,
    )
  })

  it('has nothing to remove without a reserve', () => {
    const auction = anAuction().noReserve().withPermissions(everything).build()
    expect(detailActionBlocks(auction, open).removeReserve).toBe(ActionBlockedTexts.noReserve)
  })
})

describe('which controls show', () => {
  it('shows the persistent proxy behind its flag only', () => {
    expect(showsPersistentProxy({ persistent_proxy: true })).toBe(true)
    expect(showsPersistentProxy({})).toBe(false)
  })

  it("shows remove reserve to the selling dealership's members only", () => {
    const auction = anAuction().soldBy({ userId: 7, dealerId: 70 }).build()
    expect(showsRemoveReserve(auction, { userId: userId(8), dealerIds: [dealerId(70)] })).toBe(true)
    expect(showsRemoveReserve(auction, { userId: userId(9), dealerIds: [dealerId(90)] })).toBe(false)
    expect(showsRemoveReserve(auction, null)).toBe(false)
  })
})
