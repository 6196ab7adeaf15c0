import type { Auction, AuctionCatalog, AuctionId } from '@gavel/domain'
import type { BuyingClient } from '@gavel/sdk'
import { callGateway } from '../support/toDomainError'
import { toAuction } from '../wire/toAuction'

/** One auction by id (marketplace §7 GET bff/auctions/buying/search/auction/{id}); 404 becomes NotFound. */
export class AuctionCatalogHttp implements AuctionCatalog {
  constructor(private readonly client: BuyingClient) {}

  async getById(id: AuctionId): Promise<Auction> {
    const { data } = await callGateway(() =>
      this.client.GET('/bff/auctions/buying/search/auction/{id}', { params: { path: { id } } }),
    )
    return toAuction(data)
  }
}
