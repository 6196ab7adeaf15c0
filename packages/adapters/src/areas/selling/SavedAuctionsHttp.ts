import { savedListDealerFilter } from '@gavel/domain'
import type { LaunchOptions, SavedAuctionPage, SavedAuctionQuery, SavedAuctions } from '@gavel/domain/areas/selling'
import type { SavedAuctionsClient } from '@gavel/sdk'
import { callGateway } from '../../support/toDomainError'
import { toLaunchOptions, toSavedAuctionPage } from './savedAuctionWire'

/** The saved list and launch details over the saved-auctions gateway (marketplace §7 Saved auctions). */
export class SavedAuctionsHttp implements SavedAuctions {
  constructor(private readonly client: SavedAuctionsClient) {}

  async list({ from, size, dealerFilter, query }: SavedAuctionQuery): Promise<SavedAuctionPage> {
    const dealers = savedListDealerFilter(dealerFilter)
    const text = query.trim()
    const { data } = await callGateway(() =>
      this.client.GET('/bff/saved_auctions', {
        params: {
          query: {
            from,
            size,
            ...(dealers.allDealers ? { all_dealers: true } : { dealer_ids: [...dealers.dealerIds] }),
            ...(text === '' ? {} : { query: text.slice(0, 100) }),
          },
        },
      }),
    )
    return toSavedAuctionPage(data)
  }

  async details(id: number): Promise<LaunchOptions> {
    const { data } = await callGateway(() => this.client.GET('/launch/v1/{id}/details', { params: { path: { id } } }))
    return toLaunchOptions(data)
  }
}
