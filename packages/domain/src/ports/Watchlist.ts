import type { AuctionId } from '../model/ids'
import { createPortId } from './portId'

/** The viewer's watchlist (marketplace §7 Search service: POST and DELETE watchlist/saved_auction/{id}). */
export interface Watchlist {
  /** Resolves with whether the auction is on the watchlist now (true). */
  watch(auctionId: AuctionId): Promise<boolean>
  /** Resolves with whether the auction is on the watchlist now (false). */
  unwatch(auctionId: AuctionId): Promise<boolean>
}
export const Watchlist = createPortId<Watchlist>('watchlist')
