import type { AuctionId, Watchlist } from '@gavel/domain'
import type { SearchClient } from '@gavel/sdk'
import { guardOrThrow } from '../support/guarded'
import { callGateway } from '../support/toDomainError'
import { isWatchlistWire } from '../wire/guards/generated/guards'

const decode = guardOrThrow(isWatchlistWire, 'watchlist')

/** The watchlist (marketplace §7 Search service: POST and DELETE watchlist/saved_auction/{id}). */
export class WatchlistHttp implements Watchlist {
  constructor(private readonly client: SearchClient) {}

  async watch(auctionId: AuctionId): Promise<boolean> {
    const { data } = await callGateway(
      () => this.client.POST('/watchlist/saved_auction/{id}', { params: { path: { id: auctionId } } }),
      { action: true },
    )
    return decode(data).is_on_watch_list
  }

  async unwatch(auctionId: AuctionId): Promise<boolean> {
    const { data } = await callGateway(
      () => this.client.DELETE('/watchlist/saved_auction/{id}', { params: { path: { id: auctionId } } }),
      { action: true },
    )
    return decode(data).is_on_watch_list
  }
}
