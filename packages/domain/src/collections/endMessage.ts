import type { Auction } from '../model/auction'
import { isAccepted, isInNegotiation } from '../rules/statusGroups'
import type { Collection } from './membership'

export interface CollectionMoves {
  readonly leave: readonly Collection[]
  readonly join: readonly Collection[]
}

const none: CollectionMoves = { leave: [], join: [] }

/**
 * On an end message a participant auction leaves the active collection and joins negotiations (its new status
 * is in negotiation) or needs-finalizing (accepted and the viewer may finalize) (marketplace §4). `ended` is
 * the auction after the message was applied. Others are not moved.
 */
export const endMessageMoves = (ended: Auction): CollectionMoves => {
  if (!ended.participant) return none
  if (isInNegotiation(ended.status)) return { leave: ['active'], join: ['negotiations'] }
  if (isAccepted(ended.status) && ended.permissions.canFinalize) return { leave: ['active'], join: ['needsFinalizing'] }
  return { leave: ['active'], join: [] }
}
