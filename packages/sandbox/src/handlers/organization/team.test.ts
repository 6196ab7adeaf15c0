import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { checkBid } from '../../engine/bidRules'
import { createSandbox, type NodeSandbox } from '../../node'
import { areaClient } from '../../testing/areaClient'
import { nextValidBid } from '../../world/auctions'
import { notificationsOf, userNotifications } from '../../world/notifications'
import { PERSONA_IDS, type PersonaKey } from '../../world/personas'

const NOW = Date.UTC(2026, 10, 21, 15, 0, 0)
let sandbox: NodeSandbox

beforeEach(() => {
  sandbox = createSandbox({ now: NOW, auctions: 30, backgroundBidding: false, waves: false })
  sandbox.listen()
})
afterEach(() => sandbox.server.close())

const org = (persona: PersonaKey) => areaClient(sandbox, 'organization', sandbox.signIn(persona).accessToken)
const buying = (persona: PersonaKey) => areaClient(sandbox, 'buying', sandbox.signIn(persona).accessToken)

/** A running auction team@ may bid on, soonest end first. */
const biddable = () => {
  const team = sandbox.engine.world.users.get(PERSONA_IDS.team)
  const auction = sandbox.engine
    .runningAuctions()
    .find((a) => checkBid(sandbox.engine.world, team, a, nextValidBid(a), false, sandbox.engine.now()) === null)
  if (!auction) throw new Error('no biddable auction')
  return auction
}

const bid = (persona: PersonaKey, auctionId: number, amount: number, key: string) =>
  buying(persona)(`/auction/${auctionId}/bid`, {
    headers: { 'Idempotency-Key': key },
    body: { auctionId, amount, userId: PERSONA_IDS[persona], proxy: false, persistent: false },
  })

describe('dealership addresses: add and edit (organization.yaml, ADR 0029 US rules)', () => {
  const input = {
    name: 'North lot',
    street1: '12 Depot Rd',
    street2: null,
    city: 'Denver',
    state: 'CO',
    postalCode: '80202-1234',
    phone: '3035550100',
    addressTypes: ['pickup'],
  }
  it('lets an admin add and edit an address that the pages then list', async () => {
    const made = await org('admin')('/address/103', { body: input })
    expect(made.status).toBe(201)
    expect(made.body.data).toMatchObject({ organizationId: 103, postalCode: '80202-1234', phone: '(303) 555-0100' })
    const edited = await org('admin')(`/address/byid/${made.body.data.id}`, {
      method: 'PUT',
      body: { ...input, name: 'North lot B', postalCode: '80203' },
    })
    expect(edited.body.data).toMatchObject({ id: made.body.data.id, name: 'North lot B', postalCode: '80203' })
    const page = await org('admin')('/address/103/paginate?page=0&pageSize=100')
    expect(page.body.data.addresses.map((a: { name: string }) => a.name)).toContain('North lot B')
  })
  it('refuses non-admins and addresses that break the US rules', async () => {
    expect(await org('buyer')('/address/101', { body: input })).toMatchObject({
      status: 403,
      body: { code: 'not_admin' },
    })
    const bad = await org('admin')('/address/103', { body: { ...input, state: 'Colorado', postalCode: '8020' } })
    expect(bad).toMatchObject({ status: 400, body: { message: 'Missing or invalid field(s): state, postalCode.' } })
  })
})

describe('the team (ADR 0025)', () => {
  it('lists the members of a dealership with their roles, and invites once', async () => {
    const list = await org('admin')('/organization/103/users')
    const byEmail = Object.fromEntries(list.body.data.users.map((u: { email: string }) => [u.email, u]))
    expect(byEmail['admin@gavel.test']).toMatchObject({ role: 'admin', isPrimaryContact: true, status: 'active' })
    expect(byEmail['team@gavel.test']).toMatchObject({ role: 'rep', limits: { maxBid: null, dailySpend: null } })
    expect(list.body.data.users.length).toBeGreaterThanOrEqual(4)
    const invite = { email: 'new.buyer@summit.test', firstName: 'New', lastName: 'Buyer', role: 'rep' }
    expect((await org('admin')('/organization/103/users', { body: invite })).body.data).toMatchObject({
      status: 'invited',
      email: 'new.buyer@summit.test',
    })
    expect((await org('admin')('/organization/103/users', { body: invite })).status).toBe(409)
    expect((await org('team')('/organization/103/users', { body: invite })).status).toBe(403)
  })

  it('keeps the primary contact restriction and changes roles that the member then signs in with', async () => {
    const change = (userId: number, role: string) =>
      org('admin')(`/organization/103/users/${userId}`, { method: 'PATCH', body: { role } })
    expect(await change(PERSONA_IDS.admin, 'rep')).toMatchObject({ status: 403 })
    expect((await change(PERSONA_IDS.team, 'admin')).body.data.role).toBe('admin')
    expect(sandbox.engine.world.users.get(PERSONA_IDS.team)?.memberships[0]?.memberType).toBe('admin')
    const removed = await org('admin')(`/organization/103/users/${PERSONA_IDS.team}`, { method: 'DELETE' })
    expect(removed.status).toBe(204)
  })
})

describe('team buying limits and approvals (ADR 0025)', () => {
  const limit = (limits: { maxBid: number | null; dailySpend: number | null }) =>
    org('admin')(`/organization/103/users/${PERSONA_IDS.team}`, { method: 'PATCH', body: { limits } })

  it('turns a bid above the limit into one request, placed once when an admin approves it', async () => {
    const auction = biddable()
    const amount = nextValidBid(auction)
    await limit({ maxBid: amount - 1, dailySpend: null })
    const limits = await buying('team')('/buying_limits')
    expect(limits.body).toMatchObject({ dealer_id: 103, max_bid: amount - 1, daily_spend: null })

    const first = await bid('team', auction.id, amount, 'intent-1')
    const again = await bid('team', auction.id, amount, 'intent-1')
    expect(first.status).toBe(202)
    expect(first.body).toMatchObject({
      status: 'approval_requested',
      approval_request: { amount, limit_kind: 'single_bid' },
    })
    expect(again.body.approval_request.id).toBe(first.body.approval_request.id)
    expect(auction.bids.filter((b) => b.userId === PERSONA_IDS.team)).toHaveLength(0)
    const adminNotes = userNotifications(notificationsOf(sandbox.engine), PERSONA_IDS.admin)
    expect(adminNotes[0]?.title).toBe('Bid approval requested')

    const id = first.body.approval_request.id
    const pending = await org('admin')('/organization/103/bid-approvals')
    expect(pending.body.data.requests[0]).toMatchObject({ id, status: 'pending', bidder: { name: 'Taylor Tran' } })
    const answer = () => org('admin')(`/organization/103/bid-approvals/${id}`, { body: { decision: 'approve' } })
    const approved = await answer()
    expect(approved.body.data).toMatchObject({ status: 'placed', answeredBy: 'Alex Alvarez' })
    expect((await answer()).status).toBe(409)
    expect(auction.bids.filter((b) => b.userId === PERSONA_IDS.team && b.amount === amount)).toHaveLength(1)
    const teamNotes = userNotifications(notificationsOf(sandbox.engine), PERSONA_IDS.team)
    expect(teamNotes[0]).toMatchObject({ title: 'Bid approved and placed', body: approved.body.data.outcome })
  })

  it('places a bid within the limits at once, declines on request, and lapses a request when the auction ends', async () => {
    const auction = biddable()
    const amount = nextValidBid(auction)
    await limit({ maxBid: amount, dailySpend: null })
    expect((await bid('team', auction.id, amount, 'within')).status).toBe(200)

    await limit({ maxBid: 1, dailySpend: null })
    const declined = await bid('team', auction.id, nextValidBid(auction), 'decline-me')
    const d = await org('admin')(`/organization/103/bid-approvals/${declined.body.approval_request.id}`, {
      body: { decision: 'decline' },
    })
    expect(d.body.data).toMatchObject({
      status: 'declined',
      outcome: expect.stringMatching(/^Declined by Alex Alvarez/),
    })

    const lapsing = await bid('team', auction.id, nextValidBid(auction), 'lapse-me')
    sandbox.advance(auction.endTime - sandbox.engine.now() + 1_000)
    const list = await org('team')('/organization/103/bid-approvals')
    const r = list.body.data.requests.find((x: { id: number }) => x.id === lapsing.body.approval_request.id)
    expect(r).toMatchObject({ status: 'lapsed', outcome: expect.stringMatching(/^The auction ended before/) })
    expect(userNotifications(notificationsOf(sandbox.engine), PERSONA_IDS.team)[0]?.title).toBe('Bid request lapsed')
  })
})
