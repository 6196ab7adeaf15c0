import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSandbox, type NodeSandbox } from '../node'
import { gatewayClient } from '../testing/gatewayClient'
import { SCENARIO_AUCTION_IDS } from '../world/scenarios'
import { delayResponses, dropRealtime, makeBidFail, makeListingFail } from './failures'

const NOW = Date.UTC(2026, 10, 21, 15, 0, 0)
const ID = SCENARIO_AUCTION_IDS.buyerOutbid
let sandbox: NodeSandbox
let api: ReturnType<typeof gatewayClient>

beforeEach(() => {
  sandbox = createSandbox({ now: NOW, auctions: 20 })
  sandbox.listen()
  api = gatewayClient(sandbox, sandbox.signIn('buyer').accessToken)
})
afterEach(() => sandbox.server.close())

const bid = () =>
  api.buying(`/auction/${ID}/bid`, {
    body: { auctionId: ID, amount: 1_000_000, userId: 1, proxy: false, persistent: false },
    headers: { 'Idempotency-Key': 'k' },
  })

describe('failure helpers', () => {
  it('makeBidFail(status) makes every bid answer that status with [{detail, code}] and X-Server-Time', async () => {
    sandbox.server.use(makeBidFail(409, { now: sandbox.engine.now }))
    const res = await bid()
    expect(res).toMatchObject({ status: 409, body: [{ code: 'bid_too_low', detail: expect.any(String) }] })
    expect(res.headers.get('X-Server-Time')).toBe(String(NOW))
    sandbox.server.resetHandlers(makeBidFail(503))
    expect((await bid()).status).toBe(503)
  })

  it('makeListingFail() fails the live listing', async () => {
    sandbox.server.use(makeListingFail())
    const res = await api.buying('/bff/filters/auctions/buying/active', { body: { filters: [], size: 12 } })
    expect(res.status).toBe(500)
    expect(res.body[0].detail).toEqual(expect.any(String))
  })

  it('delayResponses(ms) holds contract calls back, then answers normally', async () => {
    sandbox.server.use(delayResponses(120))
    const started = performance.now()
    const res = await api.identity('/api/feature_flags')
    expect(res.status).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(100)
  })

  it('dropRealtime() closes the socket as soon as it opens', async () => {
    sandbox.server.use(dropRealtime())
    const socket = new WebSocket(sandbox.baseUrls.realtime)
    const closed = await new Promise<CloseEvent>((resolve) => socket.addEventListener('close', resolve))
    expect(closed.code).toBe(1011)
  })
})
