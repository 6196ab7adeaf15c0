import type { Engine } from '../engine/createEngine'
import type { LiveEvent } from '../engine/events'
import { type PushEvent, pushBus } from '../world/pushes'

/**
 * The realtime protocol of ADR 0001 and contracts/realtime/live-messages.schema.json, independent of the
 * socket library: the `ws` host and MSW's `ws.link()` both feed it text frames and give it `send`/`close`.
 * The first frame must be `auth` with a valid access token, else the socket closes with 4401. Then
 * `subscribe`/`unsubscribe` channels (`updates.{id}`, `ended_updates.{id}`, `user.{ownId}`) and `ping` → `pong`.
 */
export const UNAUTHORIZED_CLOSE = 4401
const CHANNEL = /^(updates|ended_updates|user)\.(\d+)$/

interface Frame {
  readonly op?: unknown
  readonly token?: unknown
  readonly channel?: unknown
}

export interface RealtimeTransport {
  send(text: string): void
  close(code: number, reason: string): void
}

export interface RealtimeConnection {
  receive(text: string): void
  /** Stops listening to the engine (call when the socket closes). */
  dispose(): void
}

export const openRealtimeConnection = (engine: Engine, transport: RealtimeTransport): RealtimeConnection => {
  const channels = new Set<string>()
  let userId: number | null = null
  let unsubscribe: (() => void) | null = null
  const send = (frame: object): void => transport.send(JSON.stringify(frame))

  const deliver = (event: LiveEvent): void => {
    if (!channels.has(event.channel)) return
    send({ op: 'message', channel: event.channel, type: event.type, auction: event.auction, sent_at: event.sentAt })
  }

  /** A push (contracts/realtime/push-messages.schema.json): `auction_id` and a `notification`, no live auction. */
  const deliverPush = (event: PushEvent): void => {
    if (!channels.has(event.channel)) return
    send({
      op: 'message',
      channel: event.channel,
      type: event.type,
      auction_id: event.auctionId,
      notification: event.notification,
      ...(event.lane === undefined ? {} : { lane: event.lane }),
      sent_at: event.sentAt,
    })
  }

  const refuse = (reason: string): void => {
    dispose()
    transport.close(UNAUTHORIZED_CLOSE, reason)
  }

  const dispose = (): void => {
    unsubscribe?.()
    unsubscribe = null
    channels.clear()
  }

  const mayJoin = (channel: string): boolean => {
    const match = CHANNEL.exec(channel)
    if (!match) return false
    return match[1] !== 'user' || Number(match[2]) === userId
  }

  const authenticate = (frame: Frame): void => {
    const user =
      frame.op === 'auth' && typeof frame.token === 'string' ? engine.sessions.userFor(frame.token) : undefined
    if (!user) {
      refuse('unauthorized')
      return
    }
    userId = user.id
    const stopLive = engine.subscribe(deliver)
    const stopPushes = pushBus(engine).subscribe(deliverPush)
    unsubscribe = () => {
      stopLive()
      stopPushes()
    }
  }

  const handle = (frame: Frame): void => {
    if (frame.op === 'ping') {
      send({ op: 'pong' })
    } else if (frame.op === 'auth') {
      // Re-authentication after a token refresh: the same user only.
      const user = typeof frame.token === 'string' ? engine.sessions.userFor(frame.token) : undefined
      if (!user || user.id !== userId) refuse('unauthorized')
    } else if (typeof frame.channel !== 'string') {
      // Not a frame of the protocol: ignored.
    } else if (frame.op === 'subscribe' && mayJoin(frame.channel)) {
      channels.add(frame.channel)
      send({ op: 'subscribed', channel: frame.channel })
    } else if (frame.op === 'unsubscribe') {
      channels.delete(frame.channel)
    }
  }

  const receive = (text: string): void => {
    let frame: Frame
    try {
      frame = JSON.parse(text)
    } catch {
      frame = {}
    }
    if (userId === null) authenticate(frame)
    else handle(frame)
  }

  return { receive, dispose }
}
