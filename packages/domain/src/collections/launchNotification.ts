import type { AuctionId } from '../model/ids'

/** What the listing is doing when a LAUNCH_NOTIFICATION_V2 push arrives (marketplace §4, shell §4.4). */
export interface LiveLaneContext {
  readonly tourActive: boolean
  readonly searchActive: boolean
  readonly subFilterActive: boolean
}

/**
 * LAUNCH_NOTIFICATION_V2 adds the auction at the end of the live lane list unless a tour, a search or a
 * sub-filter is active (marketplace §4). An auction already listed is not added twice. Returns the same list
 * when nothing changes.
 */
export const appendLaunchedAuction = <T extends { readonly id: AuctionId }>(
  liveLane: readonly T[],
  launched: T,
  context: LiveLaneContext,
): readonly T[] => {
  if (context.tourActive || context.searchActive || context.subFilterActive) return liveLane
  if (liveLane.some((a) => a.id === launched.id)) return liveLane
  return [...liveLane, launched]
}
