import type { AuctionId, Dollars, EpochMillis } from '../../model/ids'
import { createPortId } from '../../ports/portId'

/** A condition-report answer that reports a problem. */
export interface RunProblem {
  readonly section: string
  readonly question: string
  readonly answer: string
}

/** One run (launch) of a vehicle and its prices; the reserve only for the selling dealership. */
export interface RunPrices {
  readonly auctionId: AuctionId
  readonly runNumber: number
  readonly startPrice: Dollars
  readonly reserve: Dollars | null
  readonly highBid: Dollars | null
  readonly status: string
  readonly endedAt: EpochMillis | null
}

/** An auction's run against the run before it (docs/adr/0024-run-changes.md). */
export interface RunChanges {
  readonly auctionId: AuctionId
  readonly runNumber: number
  /** null on a first run: nothing is compared. */
  readonly previousAuctionId: AuctionId | null
  readonly odometer: { readonly previous: number | null; readonly current: number }
  readonly photos: { readonly previous: number | null; readonly current: number }
  readonly problemsAdded: readonly RunProblem[]
  readonly problemsFixed: readonly RunProblem[]
  /** Every run up to this one, oldest first. */
  readonly runs: readonly RunPrices[]
}

/**
 * What changed since a vehicle's previous run (GET launch/v1/auctions/{id}/changes, docs/adr/0024). Resolves null
 * when the auction was not launched from a saved auction (it has no runs); rejects with the domain's errors.
 */
export interface RunHistory {
  changes(auctionId: AuctionId): Promise<RunChanges | null>
}
export const RunHistory = createPortId<RunHistory>('run-history')
