import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSandbox, type NodeSandbox } from '../../node'
import { gatewayClient } from '../../testing/gatewayClient'

const NOW = Date.UTC(2026, 10, 21, 15, 0, 0)
const GUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
let sandbox: NodeSandbox

beforeEach(() => {
  sandbox = createSandbox({ now: NOW, auctions: 20 })
  sandbox.listen()
})
afterEach(() => sandbox.server.close())

describe('identity gateway: sign-in, refresh, sign-out', () => {
  it('signs in with userName and password and returns tokens and the user', async () => {
    const res = await gatewayClient(sandbox).identity('/api/login', {
      body: { userName: 'buyer@gavel.test', password: 'gavel-sandbox' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('X-Server-Time')).toBe(String(NOW))
    expect(res.body).toMatchObject({ expires_in: 900, user: { user_id: 1, email: 'buyer@gavel.test', role: 'user' } })
    expect(res.body.refreshTokenId).toMatch(GUID_V4)
    expect(res.body.user.dealerships[0]).toMatchObject({ id: 101, dealership_type: 2, member_type: 'rep' })
  })

  it('signs in through legacy login v2', async () => {
    const res = await gatewayClient(sandbox).identity('/api/legacylogin/v2', {
      body: { email: 'seller@gavel.test', password: 'gavel-sandbox', reCaptchaResponse: 'x', web: true },
    })
    expect(res.status).toBe(200)
    expect(res.body.user.user_id).toBe(2)
  })

  it('answers 401 {message} on a wrong password and 400 on a missing field', async () => {
    const api = gatewayClient(sandbox)
    const wrong = await api.identity('/api/login', { body: { userName: 'buyer@gavel.test', password: 'nope' } })
    expect(wrong.status).toBe(401)
    expect(wrong.body.message).toEqual(expect.any(String))
    const missing = await api.identity('/api/login', { body: { userName: 'buyer@gavel.test' } })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toContain('password')
  })

  it('rotates the refresh token and refuses the old one with 400', async () => {
    const api = gatewayClient(sandbox)
    const login = await api.identity('/api/login', {
      body: { userName: 'buyer@gavel.test', password: 'gavel-sandbox' },
    })
    const refreshed = await api.identity('/api/v2/tokenrefresh', {
      body: { refreshTokenId: login.body.refreshTokenId },
    })
    expect(refreshed.status).toBe(200)
    expect(refreshed.body).toMatchObject({ expires_in: 900, refreshTokenId: expect.stringMatching(GUID_V4) })
    expect(refreshed.body.access_token).not.toBe(login.body.access_token)
    const again = await api.identity('/api/v2/tokenrefresh', { body: { refreshTokenId: login.body.refreshTokenId } })
    expect(again.status).toBe(400)
  })

  it('signs out with 204 and revokes the refresh token; logout without parameters says so', async () => {
    const { accessToken, refreshTokenId } = sandbox.signIn('buyer')
    const api = gatewayClient(sandbox, accessToken)
    const missing = await api.identity('/bff/identity/user/logout', { body: { user_id: 1 } })
    expect(missing).toMatchObject({ status: 400, body: { message: 'missing required parameters for logout' } })
    const out = await api.identity('/bff/identity/user/logout', { body: { user_id: 1, refreshTokenId } })
    expect(out.status).toBe(204)
    expect(out.headers.get('X-Server-Time')).toBe(String(NOW))
    expect((await api.identity('/user/login_data')).status).toBe(401)
    expect((await api.identity('/api/v2/tokenrefresh', { body: { refreshTokenId } })).status).toBe(400)
  })
})

describe('identity gateway: user, login data, flags', () => {
  it('answers 401 without a bearer and with an expired one', async () => {
    expect((await gatewayClient(sandbox).identity('/user/login_data')).status).toBe(401)
    const { accessToken } = sandbox.signIn('buyer')
    sandbox.advance(900_000)
    expect((await gatewayClient(sandbox, accessToken).identity('/api/feature_flags')).status).toBe(401)
  })

  it('returns login data with the listing preference setting', async () => {
    const api = gatewayClient(sandbox, sandbox.signIn('seller').accessToken)
    const res = await api.identity('/user/login_data')
    expect(res.status).toBe(200)
    expect(res.body.user.user_id).toBe(2)
    expect(res.body.settings).toContainEqual({
      category: 'marketplace',
      setting_key: 'prefer_search_refresh',
      setting_value: 'true',
    })
  })

  it('returns a user by id and 404 for an unknown one', async () => {
    const api = gatewayClient(sandbox, sandbox.signIn('buyer').accessToken)
    const admin = await api.identity('/user/3')
    expect(admin.body.dealerships).toHaveLength(2)
    expect(admin.body.dealerships[0]).toMatchObject({ member_type: 'admin', is_billing_contact: true })
    expect((await api.identity('/user/999999')).status).toBe(404)
  })

  it('returns the bearer’s feature flags', async () => {
    const seller = await gatewayClient(sandbox, sandbox.signIn('seller').accessToken).identity('/api/feature_flags')
    const buyer = await gatewayClient(sandbox, sandbox.signIn('buyer').accessToken).identity('/api/feature_flags')
    expect(seller.body.flags.enable_srp_refresh).toBe(true)
    expect(buyer.body.flags.enable_srp_refresh).toBe(false)
  })
})
