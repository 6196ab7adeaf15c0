import type { LiveMessageType } from '../model/liveMessage'
import { createPortId } from './portId'

/**
 * Live messages addressed to the signed-in user on `user.{userId}` (shell §4.4: TWO_MIN, DEAL_UPDATE, OUT_BID,
 * BID, ENDED_UPDATE, END, KILLED, NEW). Each one means the user's notifications changed.
 */
export interface UserNotices {
  /** Calls `listener` with each message's type; returns the unsubscribe. */
  watch(listener: (type: LiveMessageType) => void): () => void
}
export const UserNotices = createPortId<UserNotices>('user-notices')
