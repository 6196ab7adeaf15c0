import type {
  AuctionListing,
  LaneCounts,
  LaneKind,
  ListingCounts,
  ListingLane,
  ListingPage,
  ListingQuery,
  ListingRequest,
  ListingStateOption,
  RunListRow,
  SearchFilter,
  SortOption,
} from '@gavel/domain'
import type { BuyingClient, BuyingComponents, SearchClient } from '@gavel/sdk'
import { guardOrThrow } from '../support/guarded'
import { callGateway } from '../support/toDomainError'
import {
  isAuctionLaneWire,
  isCountsV2Wire,
  isCountsWire,
  isListingPageWire,
  isRunListWire,
  isStatesAndSortsWire,
} from '../wire/guards/generated/guards'
import { toAuction } from '../wire/toAuction'

type Body = BuyingComponents['schemas']['ListingQuery']
type PagePath =
  | '/bff/filters/auctions/buying/active'
  | '/bff/filters/auctions/buying/active/recommended'
  | '/bff/filters/auctions/buying/no_reserve_preview'
  | '/bff/filters/auctions/buying/no_reserve_preview/recommended'
  | '/bff/filters/auctions/buying/run_list'
  | '/bff/filters/auctions/buying/ended'
  | '/bff/filters/auctions/buying/auctions'

const decodePage = guardOrThrow(isListingPageWire, 'listing')
const decodeCounts = guardOrThrow(isCountsWire, 'listing counts')
const decodeCountsV2 = guardOrThrow(isCountsV2Wire, 'listing counts_v2')
const decodeLane = guardOrThrow(isAuctionLaneWire, 'listing lane')
const decodeStates = guardOrThrow(isStatesAndSortsWire, 'states and sorts')
const decodeRunList = guardOrThrow(isRunListWire, 'run list')

const LANE_KINDS: readonly LaneKind[] = ['live', 'no_reserve_preview', 'guaranteed_sale', 'private', 'event']
/** How many auctions of private and event lanes are read to find those lanes (no call lists lanes). */
const LANE_SCAN_SIZE = 100

const wireFilter = (f: SearchFilter): Body['filters'][number] =>
  'value' in f
    ? { filterType: f.filterType, value: f.value }
    : {
        filterType: f.filterType,
        ...(f.minValue === null ? {} : { minValue: f.minValue }),
        ...(f.maxValue === null ? {} : { maxValue: f.maxValue }),
      }

const toPage = (data: unknown, keep: (lane: { id: number }) => boolean = () => true): ListingPage => {
  const page = decodePage(data)
  const results = page.results.filter((r) => keep(decodeLane(r).lane))
  return { auctions: results.map(toAuction), total: page.total, nextCursor: page.from }
}

/**
 * The buying BFF's listings (marketplace §7 "Buying BFF listings"): one POST path per lane or state with the
 * spec's body {filters, savedSearchIds, size, sort or from, relatedRecommendations, includeCounts, privateLaneIds,
 * includedLanes}; the watchlist and run list; counts_v2 for the lane tabs; states and sorts from the search service.
 */
export class AuctionListingHttp implements AuctionListing {
  constructor(
    private readonly client: BuyingClient,
    private readonly search: SearchClient,
  ) {}

  async list(request: ListingRequest): Promise<ListingPage> {
    const { source } = request
    switch (source.kind) {
      case 'watchlist': {
        const { data } = await callGateway(() => this.client.GET('/bff/filters/auctions/buying/watchlist'))
        return toPage(data)
      }
      case 'private_lane': {
        const body = this.#body(request, { privateLaneIds: [Number(source.laneId)] })
        const { data } = await callGateway(() =>
          this.client.POST('/bff/filters/auctions/buying/private_lane/{id}', {
            params: { path: { id: Number(source.laneId) } },
            body,
          }),
        )
        return toPage(data)
      }
      case 'event_lane':
        // No path lists one event lane: the event lanes' page, kept to this lane.
        return this.#post(
          '/bff/filters/auctions/buying/active',
          this.#body(request, { includedLanes: ['event'] }),
          (l) => String(l.id) === source.laneId,
        )
      case 'no_reserve_preview':
        return this.#post(
          this.#recommended('/bff/filters/auctions/buying/no_reserve_preview', request),
          this.#body(request),
        )
      case 'run_list':
        return this.#post('/bff/filters/auctions/buying/run_list', this.#body(request))
      case 'ended':
        return this.#post('/bff/filters/auctions/buying/ended', this.#body(request, { includedLanes: source.lanes }))
      case 'lanes':
        return this.#post(
          this.#recommended('/bff/filters/auctions/buying/active', request),
          this.#body(request, { includedLanes: source.lanes }),
        )
    }
  }

  listLive(query: ListingQuery): Promise<ListingPage> {
    return this.list({
      source: { kind: 'lanes', lanes: query.lanes },
      sort: query.sort,
      filters: [],
      savedSearchIds: [],
      size: query.size,
      cursor: query.cursor,
    })
  }

  async laneCounts(filters: readonly SearchFilter[], savedSearchIds: readonly string[]): Promise<LaneCounts> {
    const count = async (includedLanes?: readonly LaneKind[]) => {
      const page = { sort: 'end_time', filters, savedSearchIds, size: 1, cursor: null } as const
      const body = this.#body(page, includedLanes ? { includedLanes } : {})
      const { data } = await callGateway(() => this.client.POST('/bff/filters/auctions/buying/counts_v2', { body }))
      return decodeCountsV2(data)
    }
    const [all, ...perKind] = await Promise.all([count(), ...LANE_KINDS.map((k) => count([k]))])
    const byKind = Object.fromEntries(LANE_KINDS.map((k, i) => [k, perKind[i]?.active.filtered ?? 0]))
    return {
      byKind: byKind as Record<LaneKind, number>,
      comingSoon: all!.comingSoon.filtered,
      watchList: all!.watchList.filtered,
    }
  }

  async counts(): Promise<ListingCounts> {
    const { data } = await callGateway(() =>
      this.client.POST('/bff/filters/auctions/buying/counts', {
        body: { filters: [], size: 1, includedLanes: ['live'] },
      }),
    )
    const counts = decodeCounts(data)
    return { active: counts.active, comingSoon: counts.comingSoon, watchList: counts.watchList }
  }

  async lanes(): Promise<readonly ListingLane[]> {
    const body: Body = { filters: [], size: LANE_SCAN_SIZE, sort: 'end_time', includedLanes: ['private', 'event'] }
    const { data } = await callGateway(() => this.client.POST('/bff/filters/auctions/buying/auctions', { body }))
    const found = new Map<string, ListingLane>()
    for (const result of decodePage(data).results) {
      const { lane } = decodeLane(result)
      if (lane.kind !== 'private' && lane.kind !== 'event') continue
      found.set(String(lane.id), { id: String(lane.id), kind: lane.kind, displayName: lane.display_name })
    }
    return [...found.values()].sort((a, b) => a.displayName.localeCompare(b.displayName))
  }

  async statesAndSorts(): Promise<readonly ListingStateOption[]> {
    const { data } = await callGateway(() => this.search.GET('/filters/states_and_sorts'))
    return decodeStates(data).states.map((s) => ({
      state: s.state,
      label: s.label,
      sorts: s.sorts.map((o) => ({ value: o.value as SortOption, label: o.label })),
    }))
  }

  async runList(): Promise<readonly RunListRow[]> {
    const { data } = await callGateway(() => this.client.GET('/auctions/run_list'))
    return decodeRunList(data).items.map((i) => ({
      auctionId: i.auction_id,
      title: i.title,
      subtitle: i.subtitle,
      thumbnail: i.thumbnail,
      formattedPrice: i.price.formatted,
      alertMessage: i.alert ? i.alert_message : null,
      groupBy: i.group_by,
      proxyBid: i.proxy_bid?.amount ?? null,
      startsAt: i.start_time * 1000,
    }))
  }

  async #post(path: PagePath, body: Body, keep?: (lane: { id: number }) => boolean): Promise<ListingPage> {
    const { data } = await callGateway(() => this.client.POST(path, { body }))
    return toPage(data, keep)
  }

  #recommended<P extends '/bff/filters/auctions/buying/active' | '/bff/filters/auctions/buying/no_reserve_preview'>(
    path: P,
    request: ListingRequest,
  ): P | `${P}/recommended` {
    return request.sort === 'recommended' ? `${path}/recommended` : path
  }

  #body(
    request: Omit<ListingRequest, 'source'>,
    lanes: { readonly includedLanes?: readonly LaneKind[]; readonly privateLaneIds?: readonly number[] } = {},
  ): Body {
    const includedLanes = lanes.includedLanes && lanes.includedLanes.length > 0 ? [...lanes.includedLanes] : undefined
    return {
      filters: request.filters.map(wireFilter),
      savedSearchIds: [...request.savedSearchIds],
      size: request.size,
      ...(request.cursor === null ? { sort: request.sort } : { from: request.cursor }),
      relatedRecommendations: false,
      includeCounts: false,
      privateLaneIds: lanes.privateLaneIds ? [...lanes.privateLaneIds] : [],
      ...(includedLanes ? { includedLanes } : {}),
    }
  }
}
