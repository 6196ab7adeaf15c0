import type { AuctionId } from '../../model/ids'
import type { LaunchPayload } from '../../model/savedAuction'
import { createPortId } from '../../ports/portId'

/** The auction a launch created. */
export interface LaunchedAuction {
  readonly savedAuctionId: number
  readonly auctionId: AuctionId
  /** active when it runs now; preview or run_list when it starts later. */
  readonly auctionStatus: string
}

/** One refused launch of a bulk launch, with the server's reason. */
export interface RefusedLaunch {
  readonly savedAuctionId: number
  readonly message: string
}

/**
 * Launching saved auctions (marketplace §7 Saved auctions). Neither call is ever retried (a retried launch could
 * launch twice). `launch` rejects with ActionRejected carrying the server's reason. `launchMany` is all or nothing:
 * when any launch is refused none happens and it rejects with BulkLaunchRefused (the refused launches, and the
 * spec's message: the first error message of the first response); an HTTP 500 rejects with ActionRejected (the
 * first error detail, or 'No data returned from bulk auction launch.', marketplace §8).
 */
export interface AuctionLaunch {
  launch(payload: LaunchPayload): Promise<LaunchedAuction>
  launchMany(payloads: readonly LaunchPayload[]): Promise<readonly LaunchedAuction[]>
}
export const AuctionLaunch = createPortId<AuctionLaunch>('auction-launch')
