import type { RealtimeMessage } from './frames.js'

/** The part of the WHATWG WebSocket the client uses; `globalThis.WebSocket` and test fakes both fit. */
export type WebSocketLike = Pick<
  WebSocket,
  'readyState' | 'send' | 'close' | 'onopen' | 'onmessage' | 'onclose' | 'onerror'
>

export type WebSocketConstructor = new (url: string) => WebSocketLike

export type RealtimeStatus = 'connecting' | 'open' | 'reconnecting' | 'closed'

export type MessageHandler = (message: RealtimeMessage) => void

export interface RealtimeClientOptions {
  /** The `realtime` URL of `/config.json`. Tokens never go in it (ADR 0001). */
  readonly url: string
  /** The access token sent in the first frame of every connection. */
  readonly getAccessToken: () => Promise<string | null>
  /** The WebSocket class (default `globalThis.WebSocket`). */
  readonly WebSocket?: WebSocketConstructor
  /** A ping every `heartbeatMs` (default 25 000); no pong before the next one closes and reconnects. */
  readonly heartbeatMs?: number
  /** Reconnect backoff (default 500 ms doubling up to 30 s, full jitter). */
  readonly backoff?: { readonly baseDelayMs?: number; readonly maxDelayMs?: number }
  /** Jitter source in [0, 1) (default Math.random). */
  readonly random?: () => number
}

export interface RealtimeClient {
  /** Listens on a channel (`updates.123`); the socket opens on the first subscription. Returns the unsubscribe. */
  subscribe(channel: string, handler: MessageHandler): () => void
  /** Every status change; returns the unlisten. */
  onStatus(listener: (status: RealtimeStatus) => void): () => void
  /** After every reconnect (channels already resubscribed): refetch, messages sent meanwhile are lost. */
  onResync(listener: () => void): () => void
  /**
   * The server confirmed a channel (its `subscribed` frame), on the first subscription and again after each
   * reconnect: from then on none of its messages is lost, but what was read before may have missed one. Returns the
   * unlisten.
   */
  onSubscribed(listener: (channel: string) => void): () => void
  readonly status: RealtimeStatus
  /** Closes the socket for good and forgets every subscription. */
  close(): void
}
