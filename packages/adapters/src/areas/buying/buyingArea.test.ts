import { SessionControl } from '@gavel/domain'
import { BuyingLists, Deals } from '@gavel/domain/areas/buying'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { sandboxContainer } from '../../testing/sandboxContainer'

/** The buying area's adapters against the sandbox (marketplace §7 "My auctions"). */
let app: ReturnType<typeof sandboxContainer>
beforeEach(() => {
  app = sandboxContainer()
  app.listen()
})
afterEach(() => app.close())

const signIn = (who: string) =>
  app.services.resolve(SessionControl).signIn({ email: `${who}@gavel.test`, password: 'gavel-sandbox' })

/** The scenario auctions of the sandbox's world (world/scenarios.ts). */
const OUTSTANDING_WON = [880_001, 880_002, 880_003]
const SELLER_NEGOTIATION = 880_005

describe('BuyingListsHttp', () => {
  it('reads the needs-finalizing list as whole auctions, in the server’s order, with the finalize pill’s facts', async () => {
    await signIn('outstanding')
    const due = await app.services.resolve(BuyingLists).auctions('needsFinalizing')
    expect(due.map((a) => a.id).sort()).toEqual([...OUTSTANDING_WON].sort())
    expect(due.every((a) => a.permissions.canFinalize)).toBe(true)
    const summary = await app.services.resolve(BuyingLists).wonSummary()
    expect(summary.toFinalizeCount).toBe(due.length)
  })

  it('reads active buying whole: every auction is running and the buyer takes part', async () => {
    await signIn('buyer')
    const active = await app.services.resolve(BuyingLists).auctions('activeBuying')
    expect(active.length).toBeGreaterThan(0)
    expect(active.every((a) => a.status === 'active' && a.participant)).toBe(true)
  })
})

describe('DealsHttp', () => {
  it('a seller counters with one key: the deal hands the turn over; the same refused action keeps the reason', async () => {
    await signIn('seller')
    const deals = app.services.resolve(Deals)
    const before = await deals.get(SELLER_NEGOTIATION as never)
    expect(before).toMatchObject({ side: 'seller', canAct: true })
    const after = await deals.act({
      auctionId: before.auction.id,
      request: { action: 'counter', amount: 99_900 as never },
      idempotencyKey: 'intent-1',
    })
    expect(after.auction.status).toBe('counter_sent')
    expect(after.offers.map((o) => o.state)).toEqual([2, 0])
    expect(after.canAct).toBe(false)
    await expect(
      deals.act({
        auctionId: before.auction.id,
        request: { action: 'accept', amount: null },
        idempotencyKey: 'intent-2',
      }),
    ).rejects.toMatchObject({ _tag: 'ActionRejected', message: 'The other party has not answered your offer yet.' })
    const offers = await deals.offers()
    expect(offers.filter((o) => o.auctionId === before.auction.id).map((o) => o.amount)).toContain(99_900)
  })
})
