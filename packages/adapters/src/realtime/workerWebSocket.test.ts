import { createRealtimeClient, type WebSocketLike } from '@gavel/sdk'
import { describe, expect, it } from 'vitest'
import type { SocketCommand, SocketReport } from './socketWorkerProtocol'
import { type SocketWorker, workerWebSocket } from './workerWebSocket'

/** A worker that records what the page tells it; `report` plays what the socket worker would answer. */
const fakeWorker = () => {
  const commands: SocketCommand[] = []
  const worker: SocketWorker & { terminated: boolean } = {
    terminated: false,
    onmessage: null,
    onerror: null,
    postMessage: (command) => commands.push(command),
    terminate: () => {
      worker.terminated = true
    },
  }
  const report = (data: SocketReport) => worker.onmessage?.(new MessageEvent('message', { data }))
  const fail = () => worker.onerror?.(new Event('error') as ErrorEvent)
  return { worker, commands, report, fail }
}

/** The browser's socket, where no worker is used. */
class NativeSocket {
  static made: NativeSocket[] = []
  readyState = 0
  onopen: WebSocketLike['onopen'] = null
  onmessage: WebSocketLike['onmessage'] = null
  onclose: WebSocketLike['onclose'] = null
  onerror: WebSocketLike['onerror'] = null
  sent: string[] = []
  constructor(readonly url: string) {
    NativeSocket.made.push(this)
  }
  send(data: string) {
    this.sent.push(data)
  }
  close() {
    this.readyState = 3
  }
}

/** Every event a socket fires, as the SDK's client would see it. */
const listen = (socket: WebSocketLike) => {
  const heard: string[] = []
  socket.onopen = () => heard.push('open')
  socket.onmessage = (event) => heard.push(`message ${event.data}`)
  socket.onerror = () => heard.push('error')
  socket.onclose = () => heard.push('close')
  return heard
}

describe('worker-backed websocket (docs/adr/0055)', () => {
  it('opens the socket in the worker and mirrors its state', () => {
    const w = fakeWorker()
    const Socket = workerWebSocket(NativeSocket, () => w.worker)
    const socket = new Socket('ws://realtime.test/realtime')
    const heard = listen(socket)
    expect(w.commands).toEqual([{ open: 'ws://realtime.test/realtime' }])
    expect(socket.readyState).toBe(0)
    expect(() => socket.send('early')).toThrow(/connecting/)
    w.report({ event: 'open' })
    expect(socket.readyState).toBe(1)
    socket.send('{"op":"ping"}')
    expect(w.commands.at(-1)).toEqual({ send: '{"op":"ping"}' })
    expect(heard).toEqual(['open'])
    expect(NativeSocket.made).toHaveLength(0)
  })

  it('hands every frame of a batch over as its own message, in order', () => {
    const w = fakeWorker()
    const socket = new (workerWebSocket(NativeSocket, () => w.worker))('ws://x')
    const heard = listen(socket)
    w.report({ event: 'open' })
    w.report({ frames: ['a', 'b'] })
    w.report({ frames: ['c'] })
    expect(heard).toEqual(['open', 'message a', 'message b', 'message c'])
  })

  it('closes through the worker: closing at once, closed and the worker ended when the socket reports it', () => {
    const w = fakeWorker()
    const socket = new (workerWebSocket(NativeSocket, () => w.worker))('ws://x')
    const heard = listen(socket)
    w.report({ event: 'open' })
    socket.close()
    socket.close()
    expect(socket.readyState).toBe(2)
    expect(w.commands.filter((c) => 'close' in c)).toHaveLength(1)
    w.report({ frames: ['late'] })
    w.report({ event: 'close' })
    expect(socket.readyState).toBe(3)
    expect(w.worker.terminated).toBe(true)
    w.report({ frames: ['after'] })
    expect(heard).toEqual(['open', 'message late', 'close'])
  })

  it('a worker that fails before its socket opens closes with an error, and later sockets are the browser own', () => {
    NativeSocket.made = []
    const w = fakeWorker()
    let spawned = 0
    const Socket = workerWebSocket(NativeSocket, () => {
      spawned += 1
      return w.worker
    })
    const first = new Socket('ws://x')
    const heard = listen(first)
    w.fail()
    expect(heard).toEqual(['error', 'close'])
    expect(first.readyState).toBe(3)
    const second = new Socket('ws://x')
    const secondHeard = listen(second)
    expect(spawned).toBe(1)
    const native = NativeSocket.made[0] as NativeSocket
    native.readyState = 1
    native.onopen?.call(native as never, new Event('open'))
    native.onmessage?.call(native as never, new MessageEvent('message', { data: 'frame' }))
    second.send('hello')
    expect(native.sent).toEqual(['hello'])
    expect(second.readyState).toBe(1)
    expect(secondHeard).toEqual(['open', 'message frame'])
  })

  it('a worker that fails after its socket opened closes with an error; the next socket gets a worker again', () => {
    const workers = [fakeWorker(), fakeWorker()]
    let spawned = 0
    const Socket = workerWebSocket(NativeSocket, () => workers[spawned++]?.worker ?? null)
    const first = new Socket('ws://x')
    const heard = listen(first)
    workers[0]?.report({ event: 'open' })
    workers[0]?.fail()
    expect(heard).toEqual(['open', 'error', 'close'])
    new Socket('ws://x')
    expect(spawned).toBe(2)
    expect(workers[1]?.commands).toEqual([{ open: 'ws://x' }])
  })

  it("carries the SDK's realtime client: auth first, subscriptions, and a batch of frames to each channel's handler", async () => {
    const w = fakeWorker()
    const realtime = createRealtimeClient({
      url: 'ws://realtime.test/realtime',
      getAccessToken: async () => 'token-1',
      WebSocket: workerWebSocket(NativeSocket, () => w.worker),
    })
    const one: unknown[] = []
    const two: unknown[] = []
    realtime.subscribe('updates.1', (message) => one.push(message.type))
    realtime.subscribe('updates.2', (message) => two.push(message.type))
    await new Promise((resolve) => setTimeout(resolve, 0))
    w.report({ event: 'open' })
    expect(w.commands).toEqual([
      { open: 'ws://realtime.test/realtime' },
      { send: JSON.stringify({ op: 'auth', token: 'token-1' }) },
      { send: JSON.stringify({ op: 'subscribe', channel: 'updates.1' }) },
      { send: JSON.stringify({ op: 'subscribe', channel: 'updates.2' }) },
    ])
    const frame = (channel: string, type: string) => JSON.stringify({ op: 'message', channel, type, auction: {} })
    w.report({ frames: [frame('updates.1', 'BID'), frame('updates.2', 'BID'), frame('updates.1', 'ENDED')] })
    expect(one).toEqual(['BID', 'ENDED'])
    expect(two).toEqual(['BID'])
    expect(realtime.status).toBe('open')
    realtime.close()
  })
})
