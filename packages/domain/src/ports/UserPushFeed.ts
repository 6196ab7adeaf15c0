import type { AuctionId } from '../model/ids'
import { createPortId } from './portId'

/**
 * One message pushed to the signed-in user's own channel user.{userId} (shell §4.4): PRE_LAUNCH,
 * LAUNCH_CANCELLED, LAUNCH_NOTIFICATION_V2, OUT_BID, or any other type the gateway adds. `frame` is the raw
 * message for listeners that need more than the type and auction.
 */
export interface UserPush {
  readonly type: string
  readonly auctionId: AuctionId | null
  readonly frame: unknown
}

/**
 * The signed-in user's push channel (shell §4.4). Follows the session: a listener keeps hearing the channel of
 * whoever is signed in, and hears nothing while nobody is.
 */
export interface UserPushFeed {
  subscribe(listener: (push: UserPush) => void): () => void
}
export const UserPushFeed = createPortId<UserPushFeed>('user-push-feed')
