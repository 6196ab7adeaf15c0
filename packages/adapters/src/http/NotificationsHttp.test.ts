import { ApprovalAnswers, MalformedResponse, NotFound, Notifications, notificationBadge } from '@gavel/domain'
import { nextValidBid, PERSONA_IDS, requestApproval } from '@gavel/sandbox'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { sandboxSuite } from '../testing/sandboxSuite'

const app = sandboxSuite()

const { signIn } = app
const notifications = () => app.services.resolve(Notifications)

describe('NotificationsHttp against the sandbox (shell §4.4, §7 Notifications)', () => {
  it("reads buyer@'s ten newest notifications with 12 unseen: the badge shows 9+", async () => {
    await signIn('buyer')
    const recent = await notifications().recent()
    expect(recent.notifications).toHaveLength(10)
    expect(recent.unseen).toBe(12)
    expect(notificationBadge(recent.unseen)).toBe('9+')
    const first = recent.notifications[0]
    expect(first?.title.length).toBeGreaterThan(0)
    expect(first?.auctionId).toBeGreaterThan(0)
    expect(first?.thumbnail).toMatch(/^https?:\/\//)
    const times = recent.notifications.map((n) => n.createdAt)
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(first?.createdAt).toBeLessThanOrEqual(app.sandbox.clock.now())
    expect(first?.createdAt).toBeGreaterThan(app.sandbox.clock.now() - 7 * 86_400_000)
  })

  it("carries team@'s bid approval request to admin@, who answers it once from the notification (ADR 0044)", async () => {
    const { engine, world } = app.sandbox
    const auction = engine.runningAuctions().find((a) => a.sellerDealerId !== 103)!
    const amount = nextValidBid(auction)
    const bid = { amount, proxy: false, persistent: false, idempotencyKey: 'notified-1' }
    const team = world.users.get(PERSONA_IDS.team)!
    const request = requestApproval(engine, team, auction, bid, { kind: 'single_bid', limit: amount - 1 })
    await signIn('admin')
    const [asked] = (await notifications().recent()).notifications
    expect(asked).toMatchObject({ title: 'Bid approval requested', auctionId: auction.id })
    expect(asked?.approval).toEqual({ requestId: request.id, organizationId: 103, status: 'pending', outcome: null })

    const answered = await app.services.resolve(ApprovalAnswers).answer(asked!.approval!, 'approve')
    expect(answered).toMatchObject({
      requestId: request.id,
      status: 'placed',
      outcome: expect.stringMatching(/^Approved by/),
    })
    expect(auction.bids.filter((b) => b.userId === PERSONA_IDS.team && b.amount === amount)).toHaveLength(1)
    await expect(app.services.resolve(ApprovalAnswers).answer(asked!.approval!, 'decline')).rejects.toMatchObject({
      _tag: 'ActionRejected',
    })
    const later = (await notifications().recent()).notifications.find((n) => n.id === asked!.id)
    expect(later?.approval).toEqual(answered)
  })

  it('pages all 14 notifications, 20 a page', async () => {
    await signIn('buyer')
    const page = await notifications().page(1)
    expect(page).toMatchObject({ page: 1, totalPages: 1, totalCount: 14 })
    expect(page.notifications).toHaveLength(14)
    expect((await notifications().page(2)).notifications).toEqual([])
  })

  it('marks all seen, then all read, and every later read agrees', async () => {
    await signIn('buyer')
    expect(await notifications().markAllSeen()).toMatchObject({ unseen: 0 })
    expect((await notifications().recent()).unseen).toBe(0)
    expect(await notifications().markAllRead()).toEqual({ unseen: 0, unread: 0 })
    expect((await notifications().page(1)).notifications.every((n) => n.read)).toBe(true)
  })

  it('marks one notification read and says NotFound for one the user does not have', async () => {
    await signIn('seller')
    const unread = (await notifications().recent()).notifications.find((n) => !n.read)
    if (!unread) throw new Error('seller@ has no unread notification')
    expect(await notifications().markRead(unread.id)).toMatchObject({ id: unread.id, read: true })
    await expect(notifications().markRead(1)).rejects.toBeInstanceOf(NotFound)
  })

  it('turns a payload that breaks the contract into MalformedResponse', async () => {
    await signIn('buyer')
    app.sandbox.server.use(
      http.get('*/messages/recent', () => HttpResponse.json({ messages: [{ id: 'x' }], message_counts: {} })),
    )
    await expect(notifications().recent()).rejects.toBeInstanceOf(MalformedResponse)
  })
})
