import type { Auction } from '../model/auction'
import { createPortId } from './portId'

/**
 * The won auctions the user must finalize (shell §4.1, marketplace §7 GET api/acvapi/v3/auctions/to_finalize).
 * Rejects with the domain's tagged errors.
 */
export interface OutstandingAuctions {
  list(): Promise<readonly Auction[]>
}
export const OutstandingAuctions = createPortId<OutstandingAuctions>('outstanding-auctions')
