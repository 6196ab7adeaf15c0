import { AuctionBidding, BidAwaitsApproval, BuyingLimitsSource, MalformedResponse, NotFound } from '@gavel/domain'
import {
  AccountSettings,
  BidApprovals,
  DealershipAddresses,
  DealershipProfiles,
  DealershipTeam,
  ProxyBids,
} from '@gavel/domain/areas/settings'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { sandboxSuite } from '../../testing/sandboxSuite'

const app = sandboxSuite()
const port = <T>(id: Parameters<typeof app.services.resolve<T>>[0]) => app.services.resolve(id)

const draft = {
  name: 'North lot',
  street1: '12 Depot Rd',
  street2: null,
  city: 'Denver',
  state: 'CO',
  zipCode: '80202-1234',
  phone: '3035550100',
  types: ['pickup'] as const,
}

describe('settings adapters against the sandbox (shell §2.3, ADR 0025)', () => {
  it('reads every address page, maps postalCode to zipCode, adds and edits one', async () => {
    await app.signIn('multi')
    expect(await port(DealershipAddresses).list(106)).toHaveLength(230)
    await app.session().signOut()
    await app.signIn('admin')
    const addresses = port(DealershipAddresses)
    const made = await addresses.add(103, draft)
    expect(made).toMatchObject({ dealerId: 103, zipCode: '80202-1234', phone: '3035550100' })
    const edited = await addresses.update(made.id, { ...draft, name: 'North lot B' })
    expect((await addresses.get(edited.id)).name).toBe('North lot B')
    await expect(addresses.get(999_001)).rejects.toBeInstanceOf(NotFound)
  })

  it('turns a malformed address page into a typed error', async () => {
    await app.signIn('admin')
    app.sandbox.server.use(http.get('*/address/:dealer/paginate', () => HttpResponse.json({ data: {} })))
    await expect(port(DealershipAddresses).list(103)).rejects.toBeInstanceOf(MalformedResponse)
  })

  it('limits team@, whose bid above the limit awaits approval; admin@ approves it once', async () => {
    await app.signIn('admin')
    const team = port(DealershipTeam)
    const taylor = (await team.list(103)).find((m) => m.email === 'team@gavel.test')
    expect(taylor).toMatchObject({ name: 'Taylor Tran', role: 'rep', invited: false })
    await team.change(103, taylor!.userId, { limits: { maxBid: 1 as never, dailySpend: null } })
    await app.session().signOut()

    await app.signIn('team')
    expect(await port(BuyingLimitsSource).mine()).toMatchObject({ maxBid: 1, dailySpend: null })
    const auction = app.sandbox.engine.runningAuctions().find((a) => a.sellerDealerId !== 103)!
    const amount = auction.bids.length === 0 ? auction.startPrice : auction.bids.at(-1)!.amount + 100
    const intent = {
      auctionId: auction.id as never,
      amount: amount as never,
      proxy: false,
      persistent: false,
      idempotencyKey: 'k-1',
    }
    const refused = await port(AuctionBidding)
      .placeBid(intent)
      .catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(BidAwaitsApproval)
    expect(refused).toMatchObject({ amount, limit: 1, limitKind: 'single_bid' })
    await app.session().signOut()

    await app.signIn('admin')
    const [request] = await port(BidApprovals).list(103)
    expect(request).toMatchObject({ status: 'pending', bidderName: 'Taylor Tran', amount })
    const answered = await port(BidApprovals).answer(103, request!.id, 'approve')
    expect(answered.status).toBe('placed')
    await expect(port(BidApprovals).answer(103, request!.id, 'approve')).rejects.toMatchObject({
      _tag: 'ActionRejected',
    })
  })

  it('reads the dealership, the settings, SMS settings and proxy bids', async () => {
    await app.signIn('buyer')
    expect((await port(ProxyBids).mine()).length).toBeGreaterThan(0)
    const account = port(AccountSettings)
    expect((await account.sms()).phone).toBeNull()
    const saved = await account.saveSms({ phone: '+13125550199', texts: { outbid: true } })
    expect(saved).toMatchObject({ phone: '+13125550199', texts: { outbid: true } })
    await app.session().signOut()
    await app.signIn('admin')
    expect(await port(DealershipProfiles).get(104)).toMatchObject({ name: 'Summit Motors West', type: 3 })
  })
})
