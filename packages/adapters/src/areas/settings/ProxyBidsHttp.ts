import type { Auction, AuctionId } from '@gavel/domain'
import type { ProxyBids } from '@gavel/domain/areas/settings'
import type { BuyingClient, MyAuctionsClient } from '@gavel/sdk'
import { Schema } from 'effect'
import { decodeOrThrow } from '../../support/decode'
import { callGateway } from '../../support/toDomainError'
import { toAuction } from '../../wire/toAuction'

const decodeIds = decodeOrThrow(
  Schema.Struct({ results: Schema.Array(Schema.Struct({ id: Schema.Number })) }),
  'my auctions list',
)
const decodeFull = decodeOrThrow(Schema.Struct({ results: Schema.Array(Schema.Unknown) }), 'auctions')
/** list_by_id takes at most 100 ids (contracts/openapi/buying.yaml). */
const BY_ID_LIMIT = 100

/**
 * The user's proxy bids: the ids of GET myacv pending_proxy, buying/persistent_proxy and bff/myacv/active/buying
 * (marketplace §7 My auctions), each auction read whole through list_by_id (its proxyBid and permissions), kept
 * when the user holds a proxy on it.
 */
export class ProxyBidsHttp implements ProxyBids {
  constructor(
    private readonly myAuctions: MyAuctionsClient,
    private readonly buying: BuyingClient,
  ) {}

  async mine(): Promise<readonly Auction[]> {
    const lists = await Promise.all([
      callGateway(() => this.myAuctions.GET('/myacv/pending_proxy')),
      callGateway(() => this.myAuctions.GET('/buying/persistent_proxy')),
      callGateway(() => this.myAuctions.GET('/bff/myacv/active/buying')),
    ])
    const ids = [...new Set(lists.flatMap(({ data }) => decodeIds(data).results.map((r) => r.id as AuctionId)))]
    const chunks: AuctionId[][] = []
    for (let i = 0; i < ids.length; i += BY_ID_LIMIT) chunks.push(ids.slice(i, i + BY_ID_LIMIT))
    const pages = await Promise.all(
      chunks.map(async (chunk) => {
        const { data } = await callGateway(() =>
          this.buying.POST('/bff/auctions/buying/search/list_by_id', { body: { ids: chunk } }),
        )
        return decodeFull(data).results.map(toAuction)
      }),
    )
    return pages
      .flat()
      .filter((a) => a.proxyBid !== null)
      .sort((a, b) => a.endsAt - b.endsAt)
  }
}
