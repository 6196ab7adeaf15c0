import type { LiveMessageType, PushMessageType } from '../model/liveMessage'

/**
 * What the client does with each real-time message type (shell §4.4, marketplace §3–§4):
 * - `update`: apply to the row (applyLiveMessage);
 * - `updateThenRefetch`: apply, then refetch the auction by id (3 retries) — BID;
 * - `end`: apply, then move collections (endMessageMoves) — END, ENDED_UPDATE, KILLED;
 * - `add`: a new auction appeared (NEW) — refetch it and let the listing place it;
 * - `refresh`: refetch that auction (PRE_LAUNCH, LAUNCH_CANCELLED);
 * - `appendToLiveLane`: LAUNCH_NOTIFICATION_V2 (appendLaunchedAuction).
 */
export type LiveReaction = 'update' | 'updateThenRefetch' | 'end' | 'add' | 'refresh' | 'appendToLiveLane'

export const LIVE_REACTIONS: Readonly<Record<LiveMessageType | PushMessageType, LiveReaction>> = {
  TWO_MIN: 'update',
  DEAL_UPDATE: 'update',
  OUT_BID: 'update',
  BID: 'updateThenRefetch',
  ENDED_UPDATE: 'end',
  END: 'end',
  KILLED: 'end',
  NEW: 'add',
  PRE_LAUNCH: 'refresh',
  LAUNCH_CANCELLED: 'refresh',
  LAUNCH_NOTIFICATION_V2: 'appendToLiveLane',
}

/** The reaction to a message type. */
export const liveReaction = (type: LiveMessageType | PushMessageType): LiveReaction => LIVE_REACTIONS[type]
