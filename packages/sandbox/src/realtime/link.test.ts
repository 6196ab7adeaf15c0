import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSandbox, type NodeSandbox } from '../node'
import { SCENARIO_AUCTION_IDS } from '../world/scenarios'

const NOW = Date.UTC(2026, 10, 21, 15, 0, 0)
let sandbox: NodeSandbox
let socket: WebSocket | undefined

beforeEach(() => {
  sandbox = createSandbox({ now: NOW, auctions: 20, backgroundBidding: false, waves: false })
  sandbox.listen()
})
afterEach(() => {
  socket?.close()
  sandbox.server.close()
})

// biome-ignore lint/suspicious/noExplicitAny: frames are asserted with toMatchObject
const open = (): Promise<{ ws: WebSocket; frames: unknown[]; next: () => Promise<any>; closed: Promise<CloseEvent> }> =>
  new Promise((resolve) => {
    const ws = new WebSocket(sandbox.baseUrls.realtime)
    socket = ws
    const frames: unknown[] = []
    const waiters: ((f: unknown) => void)[] = []
    ws.addEventListener('message', (e) => {
      const frame = JSON.parse(String(e.data))
      const waiter = waiters.shift()
      if (waiter) waiter(frame)
      else frames.push(frame)
    })
    const closed = new Promise<CloseEvent>((r) => ws.addEventListener('close', r))
    const next = () => (frames.length > 0 ? Promise.resolve(frames.shift()) : new Promise((r) => waiters.push(r)))
    ws.addEventListener('open', () => resolve({ ws, frames, next, closed }))
  })

describe('realtime through ws.link()', () => {
  it('authenticates, subscribes, answers ping and pushes BID messages', async () => {
    const { ws, next } = await open()
    ws.send(JSON.stringify({ op: 'auth', token: sandbox.signIn('buyer').accessToken }))
    ws.send(JSON.stringify({ op: 'subscribe', channel: `updates.${SCENARIO_AUCTION_IDS.buyerOutbid}` }))
    expect(await next()).toEqual({ op: 'subscribed', channel: `updates.${SCENARIO_AUCTION_IDS.buyerOutbid}` })
    ws.send(JSON.stringify({ op: 'ping' }))
    expect(await next()).toEqual({ op: 'pong' })
    const a = sandbox.world.auctions.get(SCENARIO_AUCTION_IDS.buyerOutbid)!
    const amount = a.bids.at(-1)!.amount + 100
    sandbox.engine.placeBid(1, a.id, amount, false, false, 'k')
    expect(await next()).toMatchObject({
      op: 'message',
      channel: `updates.${a.id}`,
      type: 'BID',
      sent_at: NOW,
      auction: { id: a.id, current_bid: amount, high_bidder_id: 1, bid_count: a.bids.length, status: 'active' },
    })
  })

  it('closes with 4401 when the first frame is not a valid auth', async () => {
    const { ws, closed } = await open()
    ws.send(JSON.stringify({ op: 'auth', token: 'forged' }))
    expect((await closed).code).toBe(4401)
  })
})
