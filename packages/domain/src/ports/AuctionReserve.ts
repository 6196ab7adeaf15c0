import type { AuctionId } from '../model/ids'
import { createPortId } from './portId'

/**
 * The seller removes the reserve of a running auction (marketplace §3 canRemoveReserve; the call is ours,
 * DELETE auction/{id}/reserve, docs/adr/0015). Rejects with ActionRejected when the server refuses.
 */
export interface AuctionReserve {
  removeReserve(auctionId: AuctionId): Promise<void>
}
export const AuctionReserve = createPortId<AuctionReserve>('auction-reserve')
