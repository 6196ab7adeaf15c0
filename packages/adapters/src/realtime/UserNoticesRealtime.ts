import { type LiveMessageType, LiveMessageTypeSchema, type SessionControl, type UserNotices } from '@gavel/domain'
import { Schema } from 'effect'
import { isUserFrameWire } from '../wire/guards/generated/guards'
import type { RealtimeChannels } from './LiveAuctionFeedRealtime'

/** Only the frame's type is read here: the notifications menu refetches its own list (shell §4.4). */
export const UserFrameWire = Schema.Struct({ type: LiveMessageTypeSchema })

/**
 * Live messages on the signed-in user's channel `user.{userId}` (shell §4.4, §7). Follows the session: a new
 * user gets their own channel, sign-out stops listening. Push types (PRE_LAUNCH, ...) and unknown frames are
 * left to other listeners of the same channel.
 */
export class UserNoticesRealtime implements UserNotices {
  constructor(
    private readonly channels: RealtimeChannels,
    private readonly session: Pick<SessionControl, 'current' | 'subscribe'>,
  ) {}

  watch(listener: (type: LiveMessageType) => void): () => void {
    let userId: number | null = null
    let stopChannel = () => {}
    const follow = () => {
      const next = this.session.current()?.user.id ?? null
      if (next === userId) return
      stopChannel()
      stopChannel = () => {}
      userId = next
      if (next === null) return
      stopChannel = this.channels.subscribe(`user.${next}`, (frame) => {
        if (isUserFrameWire(frame)) listener(frame.type)
      })
    }
    follow()
    const stopSession = this.session.subscribe(follow)
    return () => {
      stopSession()
      stopChannel()
    }
  }
}
