import {
  ActionRejected,
  AuctionBidding,
  AuctionListing,
  AuctionsById,
  auctionId,
  dollars,
  InvalidCredentials,
  LiveAuctionFeed,
  type LiveMessage,
  MalformedResponse,
  NotFound,
} from '@gavel/domain'
import { PERSONA_IDS } from '@gavel/sandbox'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { sandboxSuite } from '../testing/sandboxSuite'

const app = sandboxSuite()

const { session } = app
const signInBuyer = () => app.signIn('buyer')
const firstLive = async () => {
  const page = await app.services
    .resolve(AuctionListing)
    .listLive({ lanes: ['live'], size: 12, cursor: null, sort: 'end_time' })
  const auction = page.auctions.find((a) => a.status === 'active' && a.endsAt > app.sandbox.clock.now() + 60_000)
  if (!auction) throw new Error('the sandbox has no live auction')
  return auction
}

describe('the container against the sandbox', () => {
  it('signs a persona in with user, preferences and flags, and keeps the session in storage', async () => {
    const signedIn = await signInBuyer()
    expect(signedIn.user.email).toBe('buyer@gavel.test')
    expect(signedIn.user.dealerships.length).toBeGreaterThan(0)
    expect(signedIn.preferences.prefersSearchRefresh).toBe(false)
    expect(session().current()?.user.id).toBe(signedIn.user.id)
    expect(app.storage.getItem('gavel.session')).toContain('buyer@gavel.test')
  })

  it('refuses a wrong password with InvalidCredentials and no session', async () => {
    await expect(session().signIn({ email: 'buyer@gavel.test', password: 'nope' })).rejects.toBeInstanceOf(
      InvalidCredentials,
    )
    expect(session().current()).toBeNull()
  })

  it('lists live auctions page by page, decoded into domain auctions', async () => {
    await signInBuyer()
    const listing = app.services.resolve(AuctionListing)
    const first = await listing.listLive({ lanes: ['live'], size: 12, cursor: null, sort: 'end_time' })
    expect(first.auctions).toHaveLength(12)
    expect(first.nextCursor).not.toBeNull()
    const second = await listing.listLive({ lanes: ['live'], size: 12, cursor: first.nextCursor, sort: 'end_time' })
    const ids = new Set([...first.auctions, ...second.auctions].map((a) => a.id))
    expect(ids.size).toBe(first.auctions.length + second.auctions.length)
    expect(first.auctions.every((a) => a.lane.kind === 'live')).toBe(true)
  })

  it('says NotFound for an auction that does not exist', async () => {
    await signInBuyer()
    await expect(app.services.resolve(AuctionsById).getById(auctionId(99_999_999))).rejects.toBeInstanceOf(NotFound)
  })

  it('places a bid once even when the same intent is sent twice, and refuses a bid below the next valid one', async () => {
    const me = await signInBuyer()
    const auction = await firstLive()
    const bidding = app.services.resolve(AuctionBidding)
    const amount = dollars((auction.highBid?.amount ?? auction.startPrice) + 500)
    const intent = { auctionId: auction.id, amount, proxy: false, persistent: false, idempotencyKey: 'intent-1' }
    const receipt = await bidding.placeBid(intent)
    const again = await bidding.placeBid(intent)
    expect(receipt).toMatchObject({ success: true, amount, highBid: { userId: me.user.id } })
    expect(again.bidCount).toBe(receipt.bidCount)
    const after = await app.services.resolve(AuctionsById).getById(auction.id)
    expect(after.bidCount).toBe(auction.bidCount + 1)
    await expect(
      bidding.placeBid({ ...intent, amount: dollars(auction.startPrice), idempotencyKey: 'intent-2' }),
    ).rejects.toBeInstanceOf(ActionRejected)
  })

  it("hears another dealer's bid on the live feed", async () => {
    await signInBuyer()
    const auction = await firstLive()
    const heard: LiveMessage[] = []
    const stop = app.services.resolve(LiveAuctionFeed).watch([auction.id], { onMessage: (m) => heard.push(m) })
    await new Promise((r) => setTimeout(r, 50))
    const rival = app.sandbox.engine.sessions.issueFor(PERSONA_IDS.multi)
    const rivalUser = app.sandbox.engine.sessions.userFor(rival.accessToken)
    const amount = (auction.highBid?.amount ?? auction.startPrice) + 1_000
    const outcome = app.sandbox.engine.placeBid(rivalUser?.id ?? 0, auction.id, amount, false, false, 'rival-1')
    expect(outcome.ok).toBe(true)
    await expect.poll(() => heard.length).toBeGreaterThan(0)
    expect(heard[0]).toMatchObject({ type: 'BID', auction: { id: auction.id, currentBid: amount } })
    stop()
  })

  it('turns a listing payload that breaks the contract into MalformedResponse', async () => {
    await signInBuyer()
    app.sandbox.server.use(
      http.post('*/bff/filters/auctions/buying/active', () =>
        HttpResponse.json({ results: [{ id: 'not a number' }], total: 1, from: null }),
      ),
    )
    await expect(
      app.services.resolve(AuctionListing).listLive({ lanes: ['live'], size: 12, cursor: null, sort: 'end_time' }),
    ).rejects.toBeInstanceOf(MalformedResponse)
  })

  it('signs out: the session and stored tokens are gone and the refresh token no longer works', async () => {
    const signedIn = await signInBuyer()
    await session().signOut()
    expect(session().current()).toBeNull()
    expect(app.storage.getItem('gavel.session')).toBeNull()
    expect(app.sandbox.engine.sessions.refresh(signedIn.tokens.refreshTokenId)).toBeNull()
  })
})
