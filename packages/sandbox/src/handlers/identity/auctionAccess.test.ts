import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSandbox, type NodeSandbox } from '../../node'
import { gatewayClient } from '../../testing/gatewayClient'
import { accountOf, mailTo } from '../../world/account'
import { AUCTION_ACCESS_IDS, BLOCKED_MEMBERSHIP_ISSUE, LIMITED_LICENSE_ISSUE } from '../../world/auctionAccess'

const NOW = Date.UTC(2026, 10, 21, 15, 0, 0)
let sandbox: NodeSandbox
const anonymous = () => gatewayClient(sandbox)

beforeEach(() => {
  sandbox = createSandbox({ now: NOW, auctions: 10 })
  sandbox.listen()
})
afterEach(() => sandbox.server.close())

const registrant = (organizationExternalId: string, extra: Record<string, string> = {}) => ({
  first_name: 'Jordan',
  last_name: 'Reyes',
  email: 'jordan.reyes@dealer.test',
  phone_number: '3125550100',
  organizationExternalId,
  auctionAccessId: AUCTION_ACCESS_IDS.registrant,
  ...extra,
})

describe('identity gateway: auction-access account (docs/adr/0026)', () => {
  it('finds an account by number and last name, with its organizations, and nothing on a wrong last name', async () => {
    const found = await anonymous().identity('/api/auctionaccess/lookup', {
      body: { auctionAccessId: AUCTION_ACCESS_IDS.registrant, lastName: 'reyes' },
    })
    expect(found.status).toBe(200)
    expect(found.body).toMatchObject({ first_name: 'Jordan', issues: [] })
    expect(found.body.organizations.length).toBeGreaterThan(0)
    const wrong = await anonymous().identity('/api/auctionaccess/lookup', {
      body: { auctionAccessId: AUCTION_ACCESS_IDS.registrant, lastName: 'Smith' },
    })
    expect(wrong.status).toBe(404)
  })

  it("reports the signed-in user's issues, and 404 for a user without an account", async () => {
    const limited = gatewayClient(sandbox, sandbox.signIn('limited').accessToken)
    const account = await limited.identity('/api/auctionaccess/account')
    expect(account.body.issues).toEqual([{ message: LIMITED_LICENSE_ISSUE, restrictions: { blockingIssue: true } }])
    const buyer = gatewayClient(sandbox, sandbox.signIn('buyer').accessToken)
    expect((await buyer.identity('/api/auctionaccess/account')).status).toBe(404)
    expect((await anonymous().identity('/api/auctionaccess/account')).status).toBe(401)
  })
})

describe('identity gateway: self-registration (api/user/saga without a bearer)', () => {
  it('adds the registrant to a dealership on the account and mails a link to set a password', async () => {
    const lookup = await anonymous().identity('/api/auctionaccess/lookup', {
      body: { auctionAccessId: AUCTION_ACCESS_IDS.registrant, lastName: 'Reyes' },
    })
    const org = lookup.body.organizations[0].external_id as string
    expect(
      (await anonymous().identity('/api/user/exists', { body: { email: 'jordan.reyes@dealer.test' } })).body,
    ).toEqual({ exists: false })
    const created = await anonymous().identity('/api/user/saga', { body: registrant(org) })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ email: 'jordan.reyes@dealer.test', active: false })
    expect(mailTo(accountOf(sandbox.engine), 'jordan.reyes@dealer.test')[0]?.link).toMatch(/^\/password\?token=/)
    expect((await anonymous().identity('/api/user/saga', { body: registrant(org) })).status).toBe(409)
  })

  it('refuses a wrong last name, a dealership off the account, a blocking issue, and no number', async () => {
    expect(
      (await anonymous().identity('/api/user/saga', { body: registrant('101', { last_name: 'Smith' }) })).status,
    ).toBe(403)
    expect((await anonymous().identity('/api/user/saga', { body: registrant('999999') })).status).toBe(422)
    const blocked = await anonymous().identity('/api/user/saga', {
      body: registrant('101', { last_name: 'Morgan', auctionAccessId: AUCTION_ACCESS_IDS.blocked }),
    })
    expect(blocked.body.message).toBe(BLOCKED_MEMBERSHIP_ISSUE)
    const { auctionAccessId: _, ...noNumber } = registrant('101')
    expect((await anonymous().identity('/api/user/saga', { body: noNumber })).status).toBe(400)
  })
})
