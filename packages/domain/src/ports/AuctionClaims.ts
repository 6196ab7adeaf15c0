import type { ClaimDealer, ClaimState } from '../model/auctionActions'
import type { AuctionId, DealerId } from '../model/ids'
import { createPortId } from './portId'

/**
 * Holds (claims) on auctions for multibuyer dealerships (marketplace §6; §7 Claims: GET auctions/dealers_can_claim,
 * POST and DELETE auctions/{id}/claim {dealerId}).
 */
export interface AuctionClaims {
  dealersCanClaim(): Promise<readonly ClaimDealer[]>
  claim(auctionId: AuctionId, dealerId: DealerId): Promise<ClaimState>
  release(auctionId: AuctionId, dealerId: DealerId): Promise<ClaimState>
}
export const AuctionClaims = createPortId<AuctionClaims>('auction-claims')
