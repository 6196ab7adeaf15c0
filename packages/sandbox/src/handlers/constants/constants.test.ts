import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSandbox, type NodeSandbox } from '../../node'
import { areaGateway } from '../../testing/areaGateway'

const NOW = Date.UTC(2026, 10, 21, 15, 0, 0)
let sandbox: NodeSandbox
let api: ReturnType<typeof areaGateway>

beforeEach(() => {
  sandbox = createSandbox({ now: NOW, auctions: 10 })
  sandbox.listen()
  api = areaGateway(sandbox, 'constants', sandbox.signIn('buyer').accessToken)
})
afterEach(() => sandbox.server.close())

describe('constants gateway (marketplace.md 7 Constants)', () => {
  it('serves the proxy bid types, persistent ones lasting 10 days by default, cacheable for an hour', async () => {
    const res = await api('/constants/proxy_bid_types')
    expect(res.status).toBe(200)
    expect(res.headers.get('X-Server-Time')).toBe(String(NOW))
    expect(res.headers.get('Cache-Control')).toBe('max-age=3600')
    expect(res.body.key).toBe('proxy_bid_types')
    expect(res.body.value.map((t: { key: string }) => t.key)).toEqual(['standard', 'persistent'])
    expect(res.body.value[1]).toMatchObject({ persistent: true, default_length_days: 10 })
  })

  it('serves the automatic red-light odometer in miles', async () => {
    expect((await api('/constants/AUTO_RED_LIGHT_ODOMETER')).body).toEqual({
      key: 'AUTO_RED_LIGHT_ODOMETER',
      value: 200_000,
    })
  })

  it('answers 404 with an easy-pass error for another key, and 401 without a bearer', async () => {
    const unknown = await api('/constants/toString')
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual([{ detail: 'No constant toString.', code: 'unknown_constant' }])
    expect((await areaGateway(sandbox, 'constants')('/constants/proxy_bid_types')).status).toBe(401)
  })
})
