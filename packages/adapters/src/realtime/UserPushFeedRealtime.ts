import { auctionId, type SessionControl, type UserPush, type UserPushFeed } from '@gavel/domain'
import type { RealtimeChannels } from './LiveAuctionFeedRealtime'

const auctionOf = (frame: Record<string, unknown>) => {
  const id = frame.auction_id ?? (frame.auction as { id?: unknown } | undefined)?.id
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? auctionId(id) : null
}

/** A message frame in, a UserPush out; anything else (a frame without a type) is null. */
export const toUserPush = (frame: unknown): UserPush | null => {
  if (typeof frame !== 'object' || frame === null) return null
  const f = frame as Record<string, unknown>
  if (typeof f.type !== 'string') return null
  return { type: f.type, auctionId: auctionOf(f), frame }
}

/**
 * The signed-in user's channel user.{userId} (shell §4.4; contracts/realtime/push-messages.schema.json). One
 * subscription to the channel is shared by every listener, and it follows the session: another user signing in
 * moves it to their channel; nobody signed in, no channel. Generic on purpose: pushes (PRE_LAUNCH,
 * LAUNCH_CANCELLED, LAUNCH_NOTIFICATION_V2), OUT_BID and whatever else the gateway sends there reach every
 * listener with their type, auction id and raw frame.
 */
export class UserPushFeedRealtime implements UserPushFeed {
  readonly #listeners = new Set<(push: UserPush) => void>()
  #stop: (() => void) | null = null
  #userId: number | null = null
  #stopSession: (() => void) | null = null

  constructor(
    private readonly channels: Pick<RealtimeChannels, 'subscribe'>,
    private readonly session: Pick<SessionControl, 'current' | 'subscribe'>,
  ) {}

  subscribe(listener: (push: UserPush) => void): () => void {
    this.#listeners.add(listener)
    if (this.#listeners.size === 1) {
      this.#stopSession = this.session.subscribe(() => this.#follow())
      this.#follow()
    }
    return () => {
      if (!this.#listeners.delete(listener) || this.#listeners.size > 0) return
      this.#stopSession?.()
      this.#stopSession = null
      this.#unsubscribe()
    }
  }

  #follow(): void {
    const userId = this.session.current()?.user.id ?? null
    if (userId === this.#userId && this.#stop !== null) return
    this.#unsubscribe()
    this.#userId = userId
    if (userId === null) return
    this.#stop = this.channels.subscribe(`user.${userId}`, (frame) => {
      const push = toUserPush(frame)
      if (push === null) return
      for (const l of [...this.#listeners]) l(push)
    })
  }

  #unsubscribe(): void {
    this.#stop?.()
    this.#stop = null
    this.#userId = null
  }
}
