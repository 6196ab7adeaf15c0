import type { AuctionHiding, DealerId } from '@gavel/domain'
import type { SearchClient } from '@gavel/sdk'
import { callGateway } from '../support/toDomainError'

/** Hides a vehicle from the buyer's results (marketplace §7 Search service: POST auction/hide_auction). */
export class AuctionHidingHttp implements AuctionHiding {
  constructor(private readonly client: SearchClient) {}

  async hide(vehicle: { readonly vin: string; readonly sellerDealerId: DealerId }): Promise<void> {
    await callGateway(
      () =>
        this.client.POST('/auction/hide_auction', {
          body: { vin: vehicle.vin, seller_dealer_id: vehicle.sellerDealerId },
        }),
      { action: true },
    )
  }
}
