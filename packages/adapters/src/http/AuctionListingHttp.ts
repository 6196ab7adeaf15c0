import type { AuctionListing, ListingCounts, ListingPage, ListingQuery } from '@gavel/domain'
import type { BuyingClient } from '@gavel/sdk'
import { Schema } from 'effect'
import { decodeOrThrow } from '../support/decode'
import { callGateway } from '../support/toDomainError'
import { toAuction } from '../wire/toAuction'

const ListingPageWire = Schema.Struct({
  results: Schema.Array(Schema.Unknown),
  total: Schema.Number,
  from: Schema.NullOr(Schema.String),
})
const CountsWire = Schema.Struct({ active: Schema.Number, comingSoon: Schema.Number, watchList: Schema.Number })
const decodePage = decodeOrThrow(ListingPageWire, 'live listing')
const decodeCounts = decodeOrThrow(CountsWire, 'listing counts')

/** The buying BFF's live listing and counts (marketplace §7 "Buying BFF listings"). */
export class AuctionListingHttp implements AuctionListing {
  constructor(private readonly client: BuyingClient) {}

  async listLive(query: ListingQuery): Promise<ListingPage> {
    const { data } = await callGateway(() =>
      this.client.POST('/bff/filters/auctions/buying/active', { body: this.#body(query) }),
    )
    const page = decodePage(data)
    return { auctions: page.results.map(toAuction), total: page.total, nextCursor: page.from }
  }

  async counts(): Promise<ListingCounts> {
    const { data } = await callGateway(() =>
      this.client.POST('/bff/filters/auctions/buying/counts', {
        body: this.#body({ lanes: ['live'], size: 0, cursor: null, sort: 'end_time' }),
      }),
    )
    const counts = decodeCounts(data)
    return { active: counts.active, comingSoon: counts.comingSoon, watchList: counts.watchList }
  }

  #body(query: ListingQuery) {
    return {
      filters: [],
      savedSearchIds: [],
      size: query.size,
      ...(query.cursor === null ? { sort: query.sort } : { from: query.cursor }),
      relatedRecommendations: false,
      includeCounts: false,
      privateLaneIds: [],
      includedLanes: [...query.lanes],
    }
  }
}
