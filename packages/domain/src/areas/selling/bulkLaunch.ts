import { messageOf } from '../../errors'
import type { AuctionId } from '../../model/ids'
import type { LaunchPayload } from '../../model/savedAuction'
import type { AuctionLaunch } from './AuctionLaunch'
import { BulkLaunchRefused } from './sellingErrors'

/** The most launch payloads one bulk call takes (contracts/openapi/savedauctions.yaml, maxItems 50). */
export const BULK_LAUNCH_BATCH = 50

/** What happened to one vehicle of a bulk launch. */
export type BulkLaunchOutcome =
  | { readonly savedAuctionId: number; readonly result: 'launched'; readonly auctionId: AuctionId }
  | { readonly savedAuctionId: number; readonly result: 'refused'; readonly message: string }
  | { readonly savedAuctionId: number; readonly result: 'failed'; readonly message: string }

export interface BulkLaunchReport {
  readonly outcomes: readonly BulkLaunchOutcome[]
  /** The spec's error text of the first failed call (marketplace §8), or null when everything launched. */
  readonly error: string | null
}

/**
 * Launches many saved auctions (marketplace §7, §8) in batches of 50. The server's bulk launch is all or nothing:
 * when it refuses some vehicles (HTTP 400) none of the batch launched, so the refused ones are reported and the rest
 * sent again — each vehicle is in at most one successful call, so none launches twice. A failure that is not a
 * refusal (HTTP 500, network) is never retried: its vehicles are reported failed and the seller may try again, the
 * server refusing any that did launch.
 */
export const bulkLaunch = async (
  port: AuctionLaunch,
  payloads: readonly LaunchPayload[],
  onProgress: (settled: number, total: number) => void = () => {},
): Promise<BulkLaunchReport> => {
  const outcomes: BulkLaunchOutcome[] = []
  let error: string | null = null
  const settle = (batch: readonly BulkLaunchOutcome[]) => {
    outcomes.push(...batch)
    onProgress(outcomes.length, payloads.length)
  }
  for (let start = 0; start < payloads.length; start += BULK_LAUNCH_BATCH) {
    let pending = payloads.slice(start, start + BULK_LAUNCH_BATCH)
    while (pending.length > 0) {
      try {
        const launched = await port.launchMany(pending)
        settle(launched.map((l) => ({ savedAuctionId: l.savedAuctionId, result: 'launched', auctionId: l.auctionId })))
        pending = []
      } catch (cause) {
        const message = cause instanceof BulkLaunchRefused ? cause.message : messageOf(cause)
        error ??= message
        const refused = cause instanceof BulkLaunchRefused ? cause.refusals : []
        const refusedIds = new Set(refused.map((r) => r.savedAuctionId))
        const stillPending = pending.filter((p) => !refusedIds.has(p.savedAuctionId))
        if (refused.length === 0 || stillPending.length === pending.length) {
          settle(pending.map((p) => ({ savedAuctionId: p.savedAuctionId, result: 'failed', message })))
          pending = []
        } else {
          settle(refused.map((r) => ({ savedAuctionId: r.savedAuctionId, result: 'refused', message: r.message })))
          pending = stillPending
        }
      }
    }
  }
  return { outcomes, error }
}
