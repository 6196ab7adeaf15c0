import type { AuctionId, DealerId } from '@gavel/domain'
import type { PostSaleProgress, PostSaleTracking } from '@gavel/domain/areas/postSale'
import type { BuyingClient } from '@gavel/sdk'
import { callGateway } from '../../support/toDomainError'
import { toPostSaleProgress } from './postSaleWire'

/** One purchase's post-sale progress (docs/adr/0023 GET bff/orders/{id}/post_sale?dealer_id). */
export class PostSaleTrackingHttp implements PostSaleTracking {
  constructor(private readonly client: BuyingClient) {}

  async progress(auctionId: AuctionId, dealerId: DealerId): Promise<PostSaleProgress> {
    const { data } = await callGateway(() =>
      this.client.GET('/bff/orders/{id}/post_sale', {
        params: { path: { id: auctionId }, query: { dealer_id: dealerId } },
      }),
    )
    return toPostSaleProgress(data)
  }
}
