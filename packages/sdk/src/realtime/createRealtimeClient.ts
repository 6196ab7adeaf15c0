import { backoffDelay } from '../transport/backoff.js'
import { ChannelHandlers, call } from './channelHandlers.js'
import { encodeFrame, parseServerFrame } from './frames.js'
import type {
  RealtimeClient,
  RealtimeClientOptions,
  RealtimeStatus,
  WebSocketConstructor,
  WebSocketLike,
} from './options.js'

const OPEN = 1

/**
 * One websocket, multiplexing every channel (ADR 0001, Realtime; shell.md 7). The first frame is `auth`; a dropped
 * socket reconnects with jittered exponential backoff, re-authenticates, resubscribes every channel and fires
 * `onResync` so the app refetches; the server's confirmation of a channel goes to `onSubscribed`;
 * a ping every `heartbeatMs` that gets no pong before the next closes and reconnects. It decodes nothing: handlers
 * get the parsed message frame.
 */
export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const Socket: WebSocketConstructor | undefined = options.WebSocket ?? globalThis.WebSocket
  const heartbeatMs = options.heartbeatMs ?? 25_000
  const backoff = {
    baseDelayMs: options.backoff?.baseDelayMs ?? 500,
    maxDelayMs: options.backoff?.maxDelayMs ?? 30_000,
    random: options.random ?? Math.random,
  }
  const handlers = new ChannelHandlers()
  const statusListeners = new Set<(status: RealtimeStatus) => void>()
  const resyncListeners = new Set<() => void>()
  const subscribedListeners = new Set<(channel: string) => void>()
  let status: RealtimeStatus = 'closed'
  let socket: WebSocketLike | undefined
  let failures = 0
  let everOpened = false
  let stopped = false
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined
  let heartbeat: ReturnType<typeof setInterval> | undefined
  let awaitingPong = false
  let authorising = false

  const setStatus = (next: RealtimeStatus) => {
    if (next === status) return
    status = next
    for (const listener of statusListeners) listener(next)
  }
  const send = (frame: Parameters<typeof encodeFrame>[0]) => {
    if (socket?.readyState === OPEN) socket.send(encodeFrame(frame))
  }
  const stopHeartbeat = () => {
    clearInterval(heartbeat)
    heartbeat = undefined
    awaitingPong = false
  }
  const startHeartbeat = () => {
    stopHeartbeat()
    heartbeat = setInterval(() => {
      if (awaitingPong) {
        dropAndReconnect()
        return
      }
      awaitingPong = true
      send({ op: 'ping' })
    }, heartbeatMs)
  }

  function scheduleReconnect() {
    if (stopped) return
    if (handlers.size === 0) {
      setStatus('closed')
      return
    }
    setStatus('reconnecting')
    clearTimeout(reconnectTimer)
    reconnectTimer = setTimeout(
      () => {
        reconnectTimer = undefined
        void connect()
      },
      backoffDelay(failures, backoff),
    )
    failures += 1
  }

  function dropAndReconnect() {
    const dropped = socket
    detach(dropped)
    socket = undefined
    stopHeartbeat()
    dropped?.close()
    scheduleReconnect()
  }

  function detach(target: WebSocketLike | undefined) {
    if (target === undefined) return
    target.onopen = null
    target.onmessage = null
    target.onclose = null
    target.onerror = null
  }

  function dispatch(data: unknown) {
    const frame = parseServerFrame(data)
    if (frame === undefined) return
    if (frame.op === 'pong') {
      awaitingPong = false
      return
    }
    if (frame.op === 'message') handlers.dispatch(frame.channel, frame)
    else for (const listener of subscribedListeners) call(listener, frame.channel)
  }

  async function connect() {
    if (stopped || Socket === undefined || socket !== undefined || authorising) return
    if (status !== 'reconnecting') setStatus('connecting')
    authorising = true
    const token = await options.getAccessToken().catch(() => null)
    authorising = false
    if (stopped || socket !== undefined) return
    if (!token) {
      scheduleReconnect()
      return
    }
    let next: WebSocketLike
    try {
      next = new Socket(options.url)
    } catch {
      // A URL the platform refuses, or no socket support: try again later rather than reject unhandled.
      scheduleReconnect()
      return
    }
    socket = next
    next.onopen = () => {
      next.send(encodeFrame({ op: 'auth', token }))
      for (const channel of handlers.channels()) next.send(encodeFrame({ op: 'subscribe', channel }))
      failures = 0
      startHeartbeat()
      setStatus('open')
      if (everOpened) for (const listener of resyncListeners) listener()
      everOpened = true
    }
    next.onmessage = (event) => dispatch(event.data)
    next.onclose = () => {
      if (socket !== next) return
      detach(next)
      socket = undefined
      stopHeartbeat()
      scheduleReconnect()
    }
    next.onerror = () => next.close()
  }

  return {
    get status() {
      return status
    },
    subscribe(channel, handler) {
      stopped = false
      if (handlers.add(channel, handler)) send({ op: 'subscribe', channel })
      if (socket === undefined && reconnectTimer === undefined) void connect()
      return () => {
        if (handlers.remove(channel, handler)) send({ op: 'unsubscribe', channel })
      }
    },
    onStatus(listener) {
      statusListeners.add(listener)
      return () => statusListeners.delete(listener)
    },
    onResync(listener) {
      resyncListeners.add(listener)
      return () => resyncListeners.delete(listener)
    },
    onSubscribed(listener) {
      subscribedListeners.add(listener)
      return () => subscribedListeners.delete(listener)
    },
    close() {
      stopped = true
      clearTimeout(reconnectTimer)
      reconnectTimer = undefined
      stopHeartbeat()
      const closing = socket
      detach(closing)
      socket = undefined
      closing?.close()
      handlers.clear()
      setStatus('closed')
    },
  }
}
