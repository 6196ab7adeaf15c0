import type { AuctionAccessAccount } from '../model/savedSearch'
import { createPortId } from './portId'

/**
 * The signed-in user's auction-access account, for the auction-access issues banner (announcement
 * auction-access-banner, priority 0; docs/adr/0026: GET api/auctionaccess/account). Resolves null when the user has
 * no account.
 */
export interface AuctionAccessIssues {
  account(): Promise<AuctionAccessAccount | null>
}
export const AuctionAccessIssues = createPortId<AuctionAccessIssues>('auction-access-issues')
