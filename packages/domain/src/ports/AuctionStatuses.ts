import type { AuctionStatus } from '../model/auction'
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
 * The cheap question polled every 10 s about the auctions on screen: has any moved (marketplace §4 "Collections")?
 * Those that did are then read again with AuctionsById (createLiveAuctionSync). Unknown ids are left out.
 */
export interface AuctionStatuses {
  statuses(ids: readonly AuctionId[]): Promise<readonly AuctionStatusEntry[]>
}
export const AuctionStatuses = createPortId<AuctionStatuses>('auction-statuses')
