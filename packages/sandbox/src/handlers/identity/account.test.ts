import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSandbox, type NodeSandbox } from '../../node'
import { gatewayClient } from '../../testing/gatewayClient'
import { accountOf } from '../../world/account'

const NOW = Date.UTC(2026, 10, 21, 15, 0, 0)
let sandbox: NodeSandbox
const anonymous = () => gatewayClient(sandbox)

beforeEach(() => {
  sandbox = createSandbox({ now: NOW, auctions: 10 })
  sandbox.listen()
})
afterEach(() => sandbox.server.close())

describe('identity gateway: SSO (shell §4.2)', () => {
  it('signs in once with a persona’s SSO token; the token is then spent', async () => {
    const first = await anonymous().identity('/api/sso', { body: { token: 'sandbox-sso-seller' } })
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ expires_in: 900, user: { user_id: 2, email: 'seller@gavel.test' } })
    const again = await anonymous().identity('/api/sso', { body: { token: 'sandbox-sso-seller' } })
    expect(again.status).toBe(401)
    expect(again.body.message).toBe('Could not authenticate')
  })
})

describe('identity gateway: password reset', () => {
  it('requests a reset, sets a new password with the token, and signs in with it', async () => {
    const request = await anonymous().identity('/api/passwordreset/request', { body: { userName: 'buyer@gavel.test' } })
    expect(request.status).toBe(204)
    const [token] = [...accountOf(sandbox.engine).resets.keys()]
    const reset = await anonymous().identity('/api/passwordreset', {
      body: { userName: 'buyer@gavel.test', passwordResetToken: token, newPassword: 'new-password-12' },
    })
    expect(reset.status).toBe(204)
    const login = await anonymous().identity('/api/login', {
      body: { userName: 'buyer@gavel.test', password: 'new-password-12' },
    })
    expect(login.status).toBe(200)
    const reused = await anonymous().identity('/api/passwordreset', {
      body: { userName: 'buyer@gavel.test', passwordResetToken: token, newPassword: 'new-password-22' },
    })
    expect(reused.status).toBe(400)
  })

  it('answers 204 for an unknown user too, and refuses a short password or an expired token', async () => {
    const unknown = await anonymous().identity('/api/passwordreset/request', { body: { userName: 'nobody@x.test' } })
    expect(unknown.status).toBe(204)
    await anonymous().identity('/api/passwordreset/request', { body: { userName: 'buyer@gavel.test' } })
    const [token] = [...accountOf(sandbox.engine).resets.keys()]
    const short = await anonymous().identity('/api/passwordreset', {
      body: { userName: 'buyer@gavel.test', passwordResetToken: token, newPassword: 'short' },
    })
    expect(short.body.message).toContain('12 characters')
    const named = await anonymous().identity('/api/passwordreset', {
      body: { userName: 'buyer@gavel.test', passwordResetToken: token, newPassword: 'the-BUYER-is-me' },
    })
    expect(named.body.message).toContain('name part')
    expect(accountOf(sandbox.engine).outbox.at(-1)).toMatchObject({
      to: 'buyer@gavel.test',
      link: `/password?token=${token}`,
    })
    sandbox.advance(61 * 60_000)
    const expired = await anonymous().identity('/api/passwordreset', {
      body: { userName: 'buyer@gavel.test', passwordResetToken: token, newPassword: 'long-enough-12' },
    })
    expect(expired.status).toBe(400)
    expect(expired.body.message).toContain('expired')
  })
})

describe('identity gateway: users', () => {
  it('tells whether an e-mail is taken and lets a dealership admin add a user', async () => {
    const admin = gatewayClient(sandbox, sandbox.signIn('admin').accessToken)
    expect((await admin.identity('/api/user/exists', { body: { email: 'BUYER@gavel.test' } })).body).toEqual({
      exists: true,
    })
    const created = await admin.identity('/api/user/saga', {
      body: { first_name: 'Jo', last_name: 'Ng', email: 'jo@summit.test', organizationExternalId: '103' },
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ email: 'jo@summit.test', dealerships: [{ id: 103, member_type: 'rep' }] })
    expect((await admin.identity('/api/user/exists', { body: { email: 'jo@summit.test' } })).body.exists).toBe(true)
    const twice = await admin.identity('/api/user', {
      body: { first_name: 'Jo', last_name: 'Ng', email: 'jo@summit.test', organizationExternalId: '103' },
    })
    expect(twice.status).toBe(409)
  })

  it('refuses a rep (403), an unknown organization (422) and a malformed user (400)', async () => {
    const buyer = gatewayClient(sandbox, sandbox.signIn('buyer').accessToken)
    const user = { first_name: 'Jo', last_name: 'Ng', email: 'jo@river.test', organizationExternalId: '101' }
    expect((await buyer.identity('/api/user', { body: user })).status).toBe(403)
    expect((await buyer.identity('/api/user', { body: { ...user, organizationExternalId: 'x' } })).status).toBe(422)
    const bad = await buyer.identity('/api/user', { body: { ...user, email: 'nope' } })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain('email')
  })
})

describe('identity gateway: tokens and credits', () => {
  it('hands out short-lived tokens and the buyer’s credit balance', async () => {
    const buyer = gatewayClient(sandbox, sandbox.signIn('buyer').accessToken)
    const ext = await buyer.identity('/api/extendedinfotoken')
    expect(ext.body).toEqual({ token: expect.stringMatching(/^ext\.[a-z0-9]{32}$/), expires_in: 300 })
    const matrix = await buyer.identity('/api/buyingmatrix/token')
    expect(matrix.body.token).toMatch(/^bm\./)
    expect((await buyer.identity('/credits/balance')).body).toMatchObject({ balance: 250, message: expect.any(String) })
    const seller = gatewayClient(sandbox, sandbox.signIn('seller').accessToken)
    expect((await seller.identity('/credits/balance')).body).toEqual({ balance: 0, message: null })
    expect((await anonymous().identity('/credits/balance')).status).toBe(401)
  })
})
