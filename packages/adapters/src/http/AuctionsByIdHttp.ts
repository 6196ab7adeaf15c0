import type { Auction, AuctionId, AuctionsById } from '@gavel/domain'
import type { BuyingClient } from '@gavel/sdk'
import { Schema } from 'effect'
import { guardOrThrow } from '../support/guarded'
import { callGateway } from '../support/toDomainError'
import { isAuctionsByIdWire } from '../wire/guards/generated/guards'
import { toAuction } from '../wire/toAuction'

export const AuctionsByIdWire = Schema.Struct({ results: Schema.Array(Schema.Unknown) })
const decodeList = guardOrThrow(isAuctionsByIdWire, 'auctions by id')

/**
 * Auctions by id (marketplace §7): one by GET bff/auctions/buying/search/auction/{id} (404 becomes NotFound),
 * several by POST bff/auctions/buying/search/list_by_id ("getAuctionsById(ids) with 3 retries": the SDK retries).
 */
export class AuctionsByIdHttp implements AuctionsById {
  constructor(private readonly client: BuyingClient) {}

  async getById(id: AuctionId): Promise<Auction> {
    const { data } = await callGateway(() =>
      this.client.GET('/bff/auctions/buying/search/auction/{id}', { params: { path: { id } } }),
    )
    return toAuction(data)
  }

  async getManyById(ids: readonly AuctionId[]): Promise<readonly Auction[]> {
    if (ids.length === 0) return []
    const { data } = await callGateway(() =>
      this.client.POST('/bff/auctions/buying/search/list_by_id', { body: { ids: [...ids] } }),
    )
    return decodeList(data).results.map(toAuction)
  }
}
