import type { Auction, AuctionStatus } from '../model/auction'
import type { AuctionId, Dollars, EpochMillis } from '../model/ids'
import { createPortId } from './portId'

/** What status polling learns about one auction (marketplace §7 POST api/acvapi/v3/auction/statuses). */
export interface AuctionStatusEntry {
  readonly id: AuctionId
  readonly status: AuctionStatus
  readonly endsAt: EpochMillis
  readonly bidCount: number
  readonly highBidAmount: Dollars | null
}

/**
 * Keeping shown auctions current (marketplace §4 "Collections", §7 "Single auction"): status polling every 10 s,
 * and a refetch by id (getAuctionsById, 3 retries) after a bid message or a reconnect. Unknown ids are left out.
 */
export interface AuctionSync {
  statuses(ids: readonly AuctionId[]): Promise<readonly AuctionStatusEntry[]>
  getManyById(ids: readonly AuctionId[]): Promise<readonly Auction[]>
}
export const AuctionSync = createPortId<AuctionSync>('auction-sync')
