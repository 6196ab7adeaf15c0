import type { AuctionClaims, AuctionId, ClaimDealer, ClaimState, DealerId } from '@gavel/domain'
import type { BuyingClient } from '@gavel/sdk'
import { callGateway } from '../support/toDomainError'
import { toAuctionClaims, toClaimDealers } from '../wire/auctionActionsWire'

/** Holds for multibuyer dealerships (marketplace §7 Claims). */
export class AuctionClaimsHttp implements AuctionClaims {
  constructor(private readonly client: BuyingClient) {}

  async dealersCanClaim(): Promise<readonly ClaimDealer[]> {
    const { data } = await callGateway(() => this.client.GET('/auctions/dealers_can_claim'))
    return toClaimDealers(data)
  }

  async claim(auctionId: AuctionId, dealerId: DealerId): Promise<ClaimState> {
    const { data } = await callGateway(
      () => this.client.POST('/auctions/{id}/claim', { params: { path: { id: auctionId } }, body: { dealerId } }),
      { action: true },
    )
    return toAuctionClaims(data)
  }

  async release(auctionId: AuctionId, dealerId: DealerId): Promise<ClaimState> {
    const { data } = await callGateway(
      () => this.client.DELETE('/auctions/{id}/claim', { params: { path: { id: auctionId } }, body: { dealerId } }),
      { action: true },
    )
    return toAuctionClaims(data)
  }
}
