import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSandbox, type NodeSandbox } from '../../node'
import { gatewayClient } from '../../testing/gatewayClient'
import { SCENARIO_AUCTION_IDS } from '../../world/scenarios'

const NOW = Date.UTC(2026, 10, 21, 15, 0, 0)
const ID = SCENARIO_AUCTION_IDS.buyerOutbid
let sandbox: NodeSandbox
let api: ReturnType<typeof gatewayClient>

beforeEach(() => {
  sandbox = createSandbox({ now: NOW, auctions: 20, backgroundBidding: false })
  sandbox.listen()
  api = gatewayClient(sandbox, sandbox.signIn('buyer').accessToken)
})
afterEach(() => sandbox.server.close())

const next = () => (sandbox.world.auctions.get(ID)?.bids.at(-1)?.amount ?? 0) + 100
const bid = (amount: unknown, key = 'key-1', extra: Record<string, unknown> = {}, client = api) =>
  client.buying(`/auction/${ID}/bid`, {
    body: { auctionId: ID, amount, userId: 1, proxy: false, persistent: false, ...extra },
    headers: { 'Idempotency-Key': key },
  })

describe('buying gateway: bids', () => {
  it('accepts a bid at the next valid amount with 200 BidResultWire', async () => {
    const amount = next()
    const res = await bid(amount)
    expect(res.status).toBe(200)
    expect(res.headers.get('X-Server-Time')).toBe(String(NOW))
    expect(res.body).toMatchObject({
      amount,
      auction_id: ID,
      success: true,
      high_bid_user_id: 1,
      high_bid_dealer_id: 101,
      accepted_at: NOW,
      end_time: Math.floor((sandbox.world.auctions.get(ID)?.endTime ?? 0) / 1000),
    })
  })

  it('returns the first response for a repeated Idempotency-Key and never bids twice', async () => {
    const amount = next()
    const first = await bid(amount, 'same')
    const second = await bid(amount, 'same')
    expect(second.body).toEqual(first.body)
    expect(sandbox.world.auctions.get(ID)?.bids.filter((b) => b.userId === 1 && b.amount === amount)).toHaveLength(1)
  })

  it('answers 409 below the next valid bid', async () => {
    const res = await bid(next() - 100)
    expect(res).toMatchObject({ status: 409, body: [{ code: 'bid_too_low', detail: expect.stringContaining('$') }] })
  })

  it('answers 422 for a non-integer amount', async () => {
    expect(await bid(12_000.5)).toMatchObject({ status: 422, body: [{ code: 'amount_not_integer' }] })
    expect((await bid('12000')).status).toBe(422)
  })

  it('answers 400 for a missing field or Idempotency-Key', async () => {
    const noAmount = await api.buying(`/auction/${ID}/bid`, {
      body: { auctionId: ID, userId: 1, proxy: false, persistent: false },
      headers: { 'Idempotency-Key': 'k' },
    })
    expect(noAmount).toMatchObject({ status: 400, body: [{ detail: expect.stringContaining('amount') }] })
    const noKey = await api.buying(`/auction/${ID}/bid`, {
      body: { auctionId: ID, amount: next(), userId: 1, proxy: false, persistent: false },
    })
    expect(noKey).toMatchObject({ status: 400, body: [{ code: 'idempotency_key_missing' }] })
  })

  it('answers 401 without a bearer', async () => {
    expect((await bid(next(), 'k', {}, gatewayClient(sandbox))).status).toBe(401)
  })

  it('answers 403 for the seller’s own auction and for a limited user', async () => {
    const seller = gatewayClient(sandbox, sandbox.signIn('seller').accessToken)
    const own = SCENARIO_AUCTION_IDS.sellerLive
    const res = await seller.buying(`/auction/${own}/bid`, {
      body: { auctionId: own, amount: 1_000_000, userId: 2, proxy: false, persistent: false },
      headers: { 'Idempotency-Key': 'k' },
    })
    expect(res).toMatchObject({ status: 403, body: [{ code: 'own_auction' }] })
    const limited = gatewayClient(sandbox, sandbox.signIn('limited').accessToken)
    expect((await bid(next(), 'k', { userId: 4 }, limited)).status).toBe(403)
  })

  it('answers 409 once the auction has ended', async () => {
    const soon = SCENARIO_AUCTION_IDS.endingSoon
    sandbox.advance(91_000)
    const res = await api.buying(`/auction/${soon}/bid`, {
      body: { auctionId: soon, amount: 1_000_000, userId: 1, proxy: false, persistent: false },
      headers: { 'Idempotency-Key': 'k' },
    })
    expect(res).toMatchObject({ status: 409, body: [{ code: 'auction_ended' }] })
  })
})
