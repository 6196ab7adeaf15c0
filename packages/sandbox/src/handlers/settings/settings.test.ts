import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSandbox, type NodeSandbox } from '../../node'
import { areaGateway } from '../../testing/areaGateway'
import { gatewayClient } from '../../testing/gatewayClient'

const NOW = Date.UTC(2026, 10, 21, 15, 0, 0)
let sandbox: NodeSandbox
let token: string
let api: ReturnType<typeof areaGateway>

beforeEach(() => {
  sandbox = createSandbox({ now: NOW, auctions: 10 })
  sandbox.listen()
  token = sandbox.signIn('buyer').accessToken
  api = areaGateway(sandbox, 'settings', token)
})
afterEach(() => sandbox.server.close())

const PREFER = { category: 'marketplace', setting_key: 'prefer_search_refresh' }

describe('settings gateway: settings (marketplace.md 7 User settings)', () => {
  it('lists the listing preference and the multi-valued e-mail choices', async () => {
    const res = await api('/bff/settings')
    expect(res.status).toBe(200)
    expect(res.headers.get('X-Server-Time')).toBe(String(NOW))
    expect(res.body.settings).toEqual([
      { ...PREFER, setting_value: 'false' },
      { category: 'notifications', setting_key: 'email', setting_values: ['outbid', 'won', 'offer'] },
    ])
  })

  it('saves a setting, and login data shows it too', async () => {
    const saved = await api('/bff/settings', {
      method: 'PUT',
      body: { settings: [{ ...PREFER, setting_value: 'true' }] },
    })
    expect(saved.status).toBe(200)
    expect(saved.body.settings[0]).toEqual({ ...PREFER, setting_value: 'true' })
    const login = await gatewayClient(sandbox, token).identity('/user/login_data')
    expect(login.body.settings).toEqual([{ ...PREFER, setting_value: 'true' }])
  })

  it('refuses a setting with both or neither values, with an easy-pass error', async () => {
    const res = await api('/bff/settings', { method: 'PUT', body: { settings: [{ ...PREFER }] } })
    expect(res.status).toBe(400)
    expect(res.body).toEqual([{ detail: expect.stringContaining('setting_value'), code: 'invalid_settings' }])
  })
})

describe('settings gateway: SMS settings', () => {
  it('turns texts on with a number, and refuses them without one', async () => {
    const before = await api('/bff/settings/sms')
    expect(before.body.phone_number).toBeNull()
    expect(before.body.settings).toContainEqual({ category: 'sms', setting_key: 'outbid', setting_value: 'false' })
    const outbidOn = [{ category: 'sms', setting_key: 'outbid', setting_value: 'true' }]
    const noNumber = await api('/bff/settings/sms', { method: 'PUT', body: { phone_number: null, settings: outbidOn } })
    expect(noNumber.status).toBe(400)
    expect(noNumber.body[0].code).toBe('phone_required')
    const saved = await api('/bff/settings/sms', {
      method: 'PUT',
      body: { phone_number: '+16145550100', settings: outbidOn },
    })
    expect(saved.status).toBe(200)
    const after = await api('/bff/settings/sms')
    expect(after.body.phone_number).toBe('+16145550100')
    expect(after.body.settings).toContainEqual({ category: 'sms', setting_key: 'outbid', setting_value: 'true' })
  })
})

describe('settings gateway: key-value store, profile, logo', () => {
  it('stores and reads a value; a missing one is null', async () => {
    expect((await api('/query-engine/user/key_value?key=never_set')).body).toEqual({ key: 'never_set', value: null })
    expect((await api('/query-engine/user/key_value?key=completed_tours')).body.value).toBe('marketplace2Chapter0')
    await api('/query-engine/user/key_value', {
      body: { key: 'completed_tours', value: 'marketplace2Chapter0,marketplace2Chapter1' },
    })
    const read = await api('/query-engine/user/key_value?key=completed_tours')
    expect(read.body.value).toBe('marketplace2Chapter0,marketplace2Chapter1')
    expect((await api('/query-engine/user/key_value')).status).toBe(400)
  })

  it('changes the name and zip code, which the identity gateway then shows', async () => {
    const res = await api('/bff/user', { method: 'PATCH', body: { first_name: 'Bailee', zip_code: '43004' } })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ user_id: 1, first_name: 'Bailee', last_name: 'Brooks', zip_code: '43004' })
    const user = await gatewayClient(sandbox, token).identity('/user/1')
    expect(user.body).toMatchObject({ first_name: 'Bailee', zip_code: '43004' })
  })

  it('refuses an empty or malformed profile patch', async () => {
    expect((await api('/bff/user', { method: 'PATCH', body: {} })).status).toBe(400)
    const zip = await api('/bff/user', { method: 'PATCH', body: { zip_code: '4300' } })
    expect(zip.body[0].detail).toContain('zip_code')
  })

  it('points at a monogram logo the sandbox serves', async () => {
    const res = await api('/myacv/dealership/101/logo')
    expect(res.body).toEqual({ dealer_id: 101, logo_url: `${sandbox.baseUrls.settings}/sandbox/logo/101.svg` })
    const svg = await fetch(res.body.logo_url)
    expect(svg.headers.get('Content-Type')).toBe('image/svg+xml')
    expect(await svg.text()).toContain('>RA</text>')
    expect((await api('/myacv/dealership/99999/logo')).status).toBe(404)
  })
})
