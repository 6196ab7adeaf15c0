import {
  ActionRejected,
  AuctionBidding,
  AuctionClaims,
  AuctionOffers,
  AuctionReserve,
  auctionId,
  dealerId,
  dollars,
  Watchlist,
} from '@gavel/domain'
import { SCENARIO_AUCTION_IDS } from '@gavel/sandbox'
import { describe, expect, it } from 'vitest'
import { sandboxSuite } from '../testing/sandboxSuite'

const app = sandboxSuite()

const { signIn } = app
const world = (id: number) => {
  const auction = app.sandbox.world.auctions.get(id)
  if (!auction) throw new Error(`no auction ${id}`)
  return auction
}
const OUTBID = SCENARIO_AUCTION_IDS.buyerOutbid

describe('the detail page action adapters against the sandbox (marketplace §7; docs/adr/0015)', () => {
  it('sets a persistent proxy that lasts 10 days, then cancels it', async () => {
    await signIn('buyer')
    const bidding = app.services.resolve(AuctionBidding)
    const max = dollars((world(OUTBID).bids.at(-1)?.amount ?? 0) + 2_000)
    const receipt = await bidding.setPersistentProxy(auctionId(OUTBID), max)
    expect(receipt).toMatchObject({ auctionId: OUTBID, amount: max })
    expect(receipt.expiresAt - app.sandbox.clock.now()).toBeCloseTo(10 * 86_400_000, -4)
    await bidding.cancelPersistentProxy(auctionId(OUTBID), max)
    expect(world(OUTBID).proxies.some((p) => p.persistent)).toBe(false)
  })

  it('watches and unwatches an auction', async () => {
    await signIn('buyer')
    const watchlist = app.services.resolve(Watchlist)
    expect(await watchlist.watch(auctionId(OUTBID))).toBe(true)
    expect(await watchlist.unwatch(auctionId(OUTBID))).toBe(false)
  })

  it('holds an auction for a multibuyer dealership and releases it', async () => {
    await signIn('multi')
    const claims = app.services.resolve(AuctionClaims)
    expect((await claims.dealersCanClaim()).map((d) => d.id)).toEqual([106])
    const held = await claims.claim(auctionId(OUTBID), dealerId(106))
    expect(held.myClaim).toMatchObject({ dealerId: 106 })
    expect((await claims.release(auctionId(OUTBID), dealerId(106))).claims).toEqual([])
  })

  it('makes an offer on an auction that ended unsold, for the chosen dealership', async () => {
    await signIn('multi')
    const auction = world(OUTBID)
    auction.status = 'ended_declined'
    auction.floorPrice = 50_000
    const offer = await app.services.resolve(AuctionOffers).makeOffer({
      auctionId: auctionId(OUTBID),
      amount: dollars(50_000),
      dealerId: dealerId(107),
      idempotencyKey: 'o-1',
    })
    expect(offer).toMatchObject({ state: 1, amount: 50_000, dealerId: 107 })
  })

  it("removes the reserve of the seller's running auction, and refuses a buyer with the server's reason", async () => {
    const live = SCENARIO_AUCTION_IDS.sellerLive
    world(live).floorPrice = 90_000
    await signIn('buyer')
    const error = await app.services
      .resolve(AuctionReserve)
      .removeReserve(auctionId(live))
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ActionRejected)
    await app.session().signOut()
    await signIn('seller')
    await app.services.resolve(AuctionReserve).removeReserve(auctionId(live))
    expect(world(live).floorPrice).toBeNull()
  })
})
