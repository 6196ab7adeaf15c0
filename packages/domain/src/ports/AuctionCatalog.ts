import type { Auction } from '../model/auction'
import type { AuctionId } from '../model/ids'
import { createPortId } from './portId'

/** One auction by id (marketplace §7 "Single auction"). Rejects with NotFound when there is none. */
export interface AuctionCatalog {
  getById(id: AuctionId): Promise<Auction>
}
export const AuctionCatalog = createPortId<AuctionCatalog>('auction-catalog')
