import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeWebSocket } from '../test-support/FakeWebSocket.js'
import { createRealtimeClient } from './createRealtimeClient.js'
import type { RealtimeStatus } from './options.js'

const bid = (auctionId: number, currentBid: number) => ({
  op: 'message',
  channel: `updates.${auctionId}`,
  type: 'BID',
  auction: { id: auctionId, current_bid: currentBid, bid_count: 3 },
  sent_at: 1_790_000_000_000,
})

const client = (more: { heartbeatMs?: number; getAccessToken?: () => Promise<string | null> } = {}) =>
  createRealtimeClient({
    url: 'ws://realtime.test/realtime',
    getAccessToken: more.getAccessToken ?? (async () => 'token-1'),
    WebSocket: FakeWebSocket,
    heartbeatMs: more.heartbeatMs ?? 1_000,
    backoff: { baseDelayMs: 100, maxDelayMs: 1_000 },
    random: () => 0.5,
  })

/** Lets the token lookup and any due timers run. */
const settle = (ms = 0) => vi.advanceTimersByTimeAsync(ms)

beforeEach(() => {
  vi.useFakeTimers()
  FakeWebSocket.reset()
})
afterEach(() => vi.useRealTimers())

describe('createRealtimeClient (ADR 0001, Realtime)', () => {
  it('opens one socket on the first subscription, authenticates first, then subscribes', async () => {
    const realtime = client()
    realtime.subscribe('updates.1', () => {})
    realtime.subscribe('updates.2', () => {})
    await settle()
    FakeWebSocket.latest().open()

    expect(FakeWebSocket.sockets).toHaveLength(1)
    expect(FakeWebSocket.latest().url).toBe('ws://realtime.test/realtime')
    expect(FakeWebSocket.latest().sent).toEqual([
      { op: 'auth', token: 'token-1' },
      { op: 'subscribe', channel: 'updates.1' },
      { op: 'subscribe', channel: 'updates.2' },
    ])
    expect(realtime.status).toBe('open')
  })

  it('hands each message to the handlers of its channel only, as parsed JSON', async () => {
    const realtime = client()
    const one: unknown[] = []
    const two: unknown[] = []
    realtime.subscribe('updates.1', (message) => one.push(message))
    realtime.subscribe('updates.2', (message) => two.push(message))
    await settle()
    const socket = FakeWebSocket.latest()
    socket.open()

    socket.receive(bid(1, 5200))
    socket.receive({ op: 'subscribed', channel: 'updates.1' })
    socket.onmessage?.call(socket as unknown as WebSocket, new MessageEvent('message', { data: 'not json' }))

    expect(one).toEqual([bid(1, 5200)])
    expect(two).toEqual([])
  })

  it('tells onSubscribed each channel the server confirms, and again after a reconnect', async () => {
    const realtime = client()
    const confirmed: string[] = []
    realtime.onSubscribed(() => {
      throw new Error('a failing listener')
    })
    const unlisten = realtime.onSubscribed((channel) => confirmed.push(channel))
    realtime.subscribe('updates.1', () => {})
    await settle()
    const socket = FakeWebSocket.latest()
    socket.open()
    socket.receive({ op: 'subscribed', channel: 'updates.1' })
    expect(confirmed).toEqual(['updates.1'])

    socket.drop()
    await settle(50)
    FakeWebSocket.latest().open()
    FakeWebSocket.latest().receive({ op: 'subscribed', channel: 'updates.1' })
    expect(confirmed).toEqual(['updates.1', 'updates.1'])

    unlisten()
    FakeWebSocket.latest().receive({ op: 'subscribed', channel: 'updates.1' })
    expect(confirmed).toHaveLength(2)
  })

  it('sends unsubscribe when the last handler of a channel leaves', async () => {
    const realtime = client()
    const first = realtime.subscribe('updates.1', () => {})
    const second = realtime.subscribe('updates.1', () => {})
    await settle()
    const socket = FakeWebSocket.latest()
    socket.open()

    first()
    expect(socket.sent).not.toContainEqual({ op: 'unsubscribe', channel: 'updates.1' })
    second()
    expect(socket.sent).toContainEqual({ op: 'unsubscribe', channel: 'updates.1' })
  })

  it('reconnects after a drop with backoff, re-authenticates, resubscribes and asks for a resync', async () => {
    const tokens = ['token-1', 'token-2']
    const realtime = client({ getAccessToken: async () => tokens.shift() ?? null })
    const statuses: RealtimeStatus[] = []
    const resyncs = vi.fn()
    realtime.onStatus((status) => statuses.push(status))
    realtime.onResync(resyncs)
    const received: unknown[] = []
    realtime.subscribe('updates.1', (message) => received.push(message))
    await settle()
    FakeWebSocket.latest().open()

    FakeWebSocket.latest().drop()
    expect(realtime.status).toBe('reconnecting')
    await settle(49)
    expect(FakeWebSocket.sockets).toHaveLength(1)
    await settle(1)
    const second = FakeWebSocket.latest()
    second.open()
    second.receive(bid(1, 5300))

    expect(FakeWebSocket.sockets).toHaveLength(2)
    expect(second.sent).toEqual([
      { op: 'auth', token: 'token-2' },
      { op: 'subscribe', channel: 'updates.1' },
    ])
    expect(resyncs).toHaveBeenCalledTimes(1)
    expect(received).toEqual([bid(1, 5300)])
    expect(statuses).toEqual(['connecting', 'open', 'reconnecting', 'open'])
  })

  it('backs off longer after each failed attempt and resets once open', async () => {
    const realtime = client()
    realtime.subscribe('updates.1', () => {})
    await settle()
    FakeWebSocket.latest().drop()
    await settle(50)
    FakeWebSocket.latest().drop()
    await settle(99)
    expect(FakeWebSocket.sockets).toHaveLength(2)
    await settle(1)
    expect(FakeWebSocket.sockets).toHaveLength(3)
  })

  it('closes and reconnects when a ping gets no pong', async () => {
    const realtime = client({ heartbeatMs: 1_000 })
    realtime.subscribe('updates.1', () => {})
    await settle()
    const first = FakeWebSocket.latest()
    first.open()

    await settle(1_000)
    expect(first.sent).toContainEqual({ op: 'ping' })
    first.receive({ op: 'pong' })
    await settle(1_000)
    expect(first.closed).toBe(false)
    await settle(1_000)

    expect(first.closed).toBe(true)
    expect(realtime.status).toBe('reconnecting')
    await settle(50)
    expect(FakeWebSocket.sockets).toHaveLength(2)
  })

  it('waits for a token before connecting', async () => {
    let token: string | null = null
    const realtime = client({ getAccessToken: async () => token })
    realtime.subscribe('user.42', () => {})
    await settle()
    expect(FakeWebSocket.sockets).toHaveLength(0)

    token = 'token-later'
    await settle(50)
    FakeWebSocket.latest().open()

    expect(FakeWebSocket.latest().sent[0]).toEqual({ op: 'auth', token: 'token-later' })
  })

  it('close() stops for good', async () => {
    const realtime = client()
    realtime.subscribe('updates.1', () => {})
    await settle()
    const socket = FakeWebSocket.latest()
    socket.open()

    realtime.close()
    await settle(60_000)

    expect(socket.closed).toBe(true)
    expect(FakeWebSocket.sockets).toHaveLength(1)
    expect(realtime.status).toBe('closed')
  })

  it('tries again later when the socket cannot even be constructed, instead of rejecting unhandled', async () => {
    let attempts = 0
    class RefusingSocket {
      constructor() {
        attempts += 1
        throw new SyntaxError('The URL is invalid')
      }
    }
    const statuses: RealtimeStatus[] = []
    const realtime = createRealtimeClient({
      url: 'not a url',
      getAccessToken: async () => 'token-1',
      WebSocket: RefusingSocket as never,
      backoff: { baseDelayMs: 100, maxDelayMs: 1_000 },
      random: () => 0.5,
    })
    realtime.onStatus((s) => statuses.push(s))
    realtime.subscribe('updates.1', () => {})
    await settle(2_000)
    expect(attempts).toBeGreaterThan(1)
    expect(statuses).toContain('reconnecting')
    realtime.close()
  })

  it('keeps delivering when one handler throws', async () => {
    const realtime = client()
    const received: unknown[] = []
    realtime.subscribe('updates.1', () => {
      throw new Error('boom')
    })
    realtime.subscribe('updates.1', (message) => received.push(message))
    await settle()
    FakeWebSocket.latest().open()

    FakeWebSocket.latest().receive(bid(1, 5400))

    expect(received).toHaveLength(1)
  })
})
