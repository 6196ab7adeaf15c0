import type { Auction } from '../model/auction'
import type { AuctionId } from '../model/ids'
import { createPortId } from './portId'

/**
 * Auctions whose ids the caller already has, read whole (marketplace §7 "Single auction"): one for the auction
 * page, finalize, a launched auction; several to refetch the rows on screen or to fill a my-account list. To browse
 * auctions use AuctionListing; to ask cheaply whether shown auctions moved use AuctionStatuses.
 */
export interface AuctionsById {
  /** One auction (GET bff/auctions/buying/search/auction/{id}). Rejects with NotFound when there is none. */
  getById(id: AuctionId): Promise<Auction>
  /** Several auctions (getAuctionsById, 3 retries: POST bff/auctions/buying/search/list_by_id); unknown ids left out. */
  getManyById(ids: readonly AuctionId[]): Promise<readonly Auction[]>
}
export const AuctionsById = createPortId<AuctionsById>('auctions-by-id')
