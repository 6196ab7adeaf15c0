import type { DealerId, EpochMillis } from '../../model/ids'
import type { LaunchLane, SavedAuction } from '../../model/savedAuction'
import { createPortId } from '../../ports/portId'

/** One page request of the saved list (marketplace §7 Saved auctions: from, size, dealer_ids, all_dealers, query). */
export interface SavedAuctionQuery {
  readonly from: number
  readonly size: number
  /** -1 lists every dealership of the user (marketplace §5); else one dealership. */
  readonly dealerFilter: number
  /** Free text over VIN, year, make, model and trim; empty for none. */
  readonly query: string
}

export interface SavedAuctionPage {
  readonly savedAuctions: readonly SavedAuction[]
  readonly total: number
}

/** A lane a saved auction may launch in, as the launch details name it. */
export interface LaunchLaneOption {
  readonly lane: LaunchLane
  readonly laneId: number
  readonly name: string
}

/** A saved auction with where and how it may launch (GET launch/v1/{id}/details). */
export interface LaunchOptions {
  readonly savedAuction: SavedAuction
  readonly lanes: readonly LaunchLaneOption[]
  readonly durationsInSeconds: readonly number[]
  readonly titleOptions: readonly string[]
  /** The status is complete and the user may sell. */
  readonly canLaunch: boolean
  /** Windows of the no_reserve_preview lane further out (auctions/preview/future_launch_windows). */
  readonly futureWindows?: readonly { readonly startsAt: EpochMillis; readonly endsAt: EpochMillis }[]
}

/**
 * The seller's saved auctions (marketplace §3, §7): pages of the saved list and one saved auction's launch options.
 * `details` rejects with NotFound, or another domain error (the screen says 'Failed to get the saved auction').
 */
export interface SavedAuctions {
  list(query: SavedAuctionQuery): Promise<SavedAuctionPage>
  details(id: number): Promise<LaunchOptions>
}
export const SavedAuctions = createPortId<SavedAuctions>('saved-auctions')

/** The dealership filter choices of the saved list: every dealership (-1), or one. */
export const dealerFilterChoices = (
  dealerships: readonly { readonly id: DealerId; readonly name: string }[],
): readonly { readonly value: number; readonly label: string }[] => [
  { value: -1, label: 'All dealerships' },
  ...dealerships.map((d) => ({ value: d.id as number, label: d.name })),
]
