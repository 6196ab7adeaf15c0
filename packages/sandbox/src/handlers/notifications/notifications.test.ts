import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSandbox, type NodeSandbox } from '../../node'
import { areaGateway } from '../../testing/areaGateway'
import { SCENARIO_AUCTION_IDS } from '../../world/scenarios'

const NOW = Date.UTC(2026, 10, 21, 15, 0, 0)
let sandbox: NodeSandbox
let api: ReturnType<typeof areaGateway>

beforeEach(() => {
  sandbox = createSandbox({ now: NOW, auctions: 20 })
  sandbox.listen()
  api = areaGateway(sandbox, 'notifications', sandbox.signIn('buyer').accessToken)
})
afterEach(() => sandbox.server.close())

describe('notifications gateway: messages and counts (shell §4.4)', () => {
  it('gives the buyer more than ten unseen notifications, so the badge shows 9+', async () => {
    const recent = await api('/messages/recent')
    expect(recent.status).toBe(200)
    expect(recent.headers.get('X-Server-Time')).toBe(String(NOW))
    expect(recent.body.messages).toHaveLength(10)
    expect(recent.body.message_counts.unseen).toBeGreaterThanOrEqual(10)
    const [first] = recent.body.messages
    expect(first).toMatchObject({ auction_id: SCENARIO_AUCTION_IDS.buyerOutbid, read: false })
    expect(first.photo.acv_thumbnail).toContain(`/sandbox/img/${SCENARIO_AUCTION_IDS.buyerOutbid}-thumbnail.svg`)
    expect(first.created_timestamp).toBeLessThanOrEqual(NOW / 1000)
  })

  it('pages through every notification, newest first', async () => {
    const first = await api('/messages/all?page=1&page_size=5')
    const last = await api('/messages/all?page=3&page_size=5')
    expect(first.body.pagination).toEqual({ page: 1, page_size: 5, total_pages: 3, total_count: 14 })
    expect(first.body.messages).toHaveLength(5)
    expect(last.body.messages).toHaveLength(4)
    const times = [...first.body.messages, ...last.body.messages].map(
      (n: { created_timestamp: number }) => n.created_timestamp,
    )
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('refuses a malformed page with 400 {message}', async () => {
    const bad = await api('/messages/all?page=0')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain('page')
  })

  it('marks all seen, then all read; later answers show it', async () => {
    const seen = await api('/messages/seen', { method: 'POST' })
    expect(seen.body.message_counts.unseen).toBe(0)
    expect(seen.body.message_counts.unread).toBeGreaterThan(0)
    expect((await api('/messages/recent')).body.message_counts.unseen).toBe(0)
    const read = await api('/messages/read', { method: 'POST' })
    expect(read.body.message_counts).toEqual({ unseen: 0, unread: 0 })
    const page = await api('/messages/all')
    expect(page.body.messages.every((n: { read: boolean }) => n.read)).toBe(true)
  })

  it('marks one notification read and answers 404 for another user’s', async () => {
    const [first] = (await api('/messages/recent')).body.messages
    const read = await api(`/messages/${first.id}/read`, { method: 'POST' })
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({ id: first.id, read: true })
    const counts = (await api('/messages/recent')).body.message_counts
    expect(counts.unread).toBe(12)
    const seller = areaGateway(sandbox, 'notifications', sandbox.signIn('seller').accessToken)
    expect((await seller(`/messages/${first.id}/read`, { method: 'POST' })).status).toBe(404)
  })

  it('answers 401 without a bearer', async () => {
    const anonymous = areaGateway(sandbox, 'notifications')
    const res = await anonymous('/messages/recent')
    expect(res.status).toBe(401)
    expect(res.body.message).toEqual(expect.any(String))
  })

  it('serves the app-launch message', async () => {
    const res = await api('/messages/app_launch')
    expect(res.body.messages[0]).toMatchObject({ title: 'Welcome to Gavel', auction_id: null, photo: null })
  })
})

describe('notifications gateway: push devices', () => {
  it('registers, replaces the previous token, and unregisters', async () => {
    expect((await api('/register/device')).body.device_tokens).toEqual([])
    await api('/register/device', { body: { device_token: 'fcm-a', previous_token: null } })
    const replaced = await api('/register/device', { body: { device_token: 'fcm-b', previous_token: 'fcm-a' } })
    expect(replaced.body.device_tokens).toEqual(['fcm-b'])
    const removed = await api('/register/device?device_token=fcm-b', { method: 'DELETE' })
    expect(removed.status).toBe(204)
    expect((await api('/register/device')).body.device_tokens).toEqual([])
  })

  it('refuses a registration without device_token or with unknown fields', async () => {
    const missing = await api('/register/device', { body: { previous_token: null } })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toContain('device_token')
    const extra = await api('/register/device', { body: { device_token: 'x', previous_token: null, os: 'web' } })
    expect(extra.status).toBe(400)
    expect(extra.body.message).toContain('os')
  })
})
