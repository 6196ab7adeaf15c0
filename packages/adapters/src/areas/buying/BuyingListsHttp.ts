import { type Auction, type AuctionId, Dollars, FlagSlugs, isFlagOn, type SessionControl } from '@gavel/domain'
import type { BuyingList, BuyingLists, WonSummary } from '@gavel/domain/areas/buying'
import type { BuyingClient, MyAuctionsClient } from '@gavel/sdk'
import { Schema } from 'effect'
import { guardOrThrow } from '../../support/guarded'
import { callGateway } from '../../support/toDomainError'
import { isAuctionListWire } from '../../wire/guards/generated/isAuctionListWire'
import { isAuctionResultsWire } from '../../wire/guards/generated/isAuctionResultsWire'
import { isNegotiationInfoSchema } from '../../wire/guards/generated/isNegotiationInfoSchema'
import { isWonDashboardWire } from '../../wire/guards/generated/isWonDashboardWire'
import { toAuction } from '../../wire/toAuction'

/** The sources of these payloads' generated guards (docs/adr/0039); the lists check them without effect. */
export const AuctionResultsWire = Schema.Struct({ results: Schema.Array(Schema.Unknown) })
export const WonDashboardWire = Schema.Struct({
  won_count: Schema.Int,
  to_finalize_count: Schema.Int,
  total_spent: Dollars,
})
const decodeList = guardOrThrow(isAuctionListWire, 'my auctions list')
const decodeNegotiation = guardOrThrow(isNegotiationInfoSchema, 'negotiation info')
const decodeFull = guardOrThrow(isAuctionResultsWire, 'auctions')
const decodeDashboard = guardOrThrow(isWonDashboardWire, 'won dashboard')
/** list_by_id takes at most 100 ids (contracts/openapi/buying.yaml). */
const BY_ID_LIMIT = 100

type MyListPath =
  | '/bff/myacv/active/buying'
  | '/v3/myacv/auctions/buying/active'
  | '/myacv/pending_proxy'
  | '/buying/won'
  | '/myacv/needs_finalization'
  | '/negotiation/buying'

/**
 * The buying lists (BuyingLists port): the my-auctions gateway names the viewer's auctions, in its order; the
 * buying gateway's list_by_id ("getAuctionsById", 3 retries) gives each one whole, decoded like every listing
 * auction, so the live store, status pills and permissions apply. The watchlist comes whole from the Buying BFF.
 */
export class BuyingListsHttp implements BuyingLists {
  constructor(
    private readonly myAuctions: MyAuctionsClient,
    private readonly buying: BuyingClient,
    private readonly session: Pick<SessionControl, 'current'>,
  ) {}

  async auctions(list: BuyingList): Promise<readonly Auction[]> {
    if (list === 'watchlist') {
      const { data } = await callGateway(() => this.buying.GET('/bff/filters/auctions/buying/watchlist'))
      return decodeFull(data).results.map(toAuction)
    }
    const { data } = await callGateway(() => this.myAuctions.GET(this.pathOf(list)))
    const rows = decodeList(data).results
    const negotiations = new Map(rows.map((r) => [r.id, r.negotiationInfo]))
    const auctions = await this.whole(rows.map((r) => r.id as AuctionId))
    // The negotiation (marketplace §3 negotiationInfo) comes with the my-auctions row: it decides the pills.
    return auctions.map((a) => {
      const info = negotiations.get(a.id)
      return info ? { ...a, negotiation: decodeNegotiation(info) } : a
    })
  }

  async wonSummary(): Promise<WonSummary> {
    const { data } = await callGateway(() => this.buying.GET('/bff/auctions/buying/search/won/dashboard'))
    const d = decodeDashboard(data)
    return { wonCount: d.won_count, toFinalizeCount: d.to_finalize_count, totalSpent: d.total_spent }
  }

  private pathOf(list: Exclude<BuyingList, 'watchlist'>): MyListPath {
    switch (list) {
      case 'activeBuying':
        return isFlagOn(this.session.current()?.flags, FlagSlugs.activeAuctionListV3)
          ? '/v3/myacv/auctions/buying/active'
          : '/bff/myacv/active/buying'
      case 'pendingProxy':
        return '/myacv/pending_proxy'
      case 'won':
        return '/buying/won'
      case 'needsFinalizing':
        return '/myacv/needs_finalization'
      case 'negotiationsBuying':
        return '/negotiation/buying'
    }
  }

  /** The auctions of `ids` whole, in the order of `ids` (chunks of 100, fetched together). */
  private async whole(ids: readonly AuctionId[]): Promise<readonly Auction[]> {
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
    const byId = new Map(pages.flat().map((a) => [a.id, a]))
    return ids.flatMap((id) => byId.get(id) ?? [])
  }
}
