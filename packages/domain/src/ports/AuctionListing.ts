import type { ListingSource } from '../listing/listingView'
import type { SortOption } from '../listing/sortOptions'
import type { Auction, LaneKind } from '../model/auction'
import type { SearchFilter } from '../model/savedSearch'
import { createPortId } from './portId'

/** The live lane's first page and the pages after it (kept for callers of `listLive`). */
export interface ListingQuery {
  readonly lanes: readonly LaneKind[]
  /** Page size; default 12 (marketplace §9). */
  readonly size: number
  /** Opaque cursor from the previous page. */
  readonly cursor: string | null
  readonly sort: SortOption
}

/** One page of any listing (marketplace §7 Buying BFF listings: {filters, savedSearchIds, size, sort or from, …}). */
export interface ListingRequest {
  readonly source: ListingSource
  readonly sort: SortOption
  readonly filters: readonly SearchFilter[]
  readonly savedSearchIds: readonly string[]
  /** Page size; default 12 (marketplace §9). */
  readonly size: number
  /** Opaque cursor from the previous page; null for the first page. */
  readonly cursor: string | null
}

export interface ListingPage {
  readonly auctions: readonly Auction[]
  readonly total: number
  readonly nextCursor: string | null
}

export interface ListingCounts {
  readonly active: number
  readonly comingSoon: number
  readonly watchList: number
}

/** What the lane tabs count (marketplace §7 counts_v2), for the filters and saved searches in force. */
export interface LaneCounts {
  /** Running auctions per lane set: live, no_reserve_preview, guaranteed_sale, and all private and event lanes. */
  readonly byKind: Readonly<Record<LaneKind, number>>
  readonly comingSoon: number
  readonly watchList: number
}

/** A private or event lane the buyer can see (marketplace §1, §3 Lane). */
export interface ListingLane {
  readonly id: string
  readonly kind: 'private' | 'event'
  readonly displayName: string
}

/** A listing state and the sorts it offers (marketplace §7 filters/states_and_sorts, §3 Sort options). */
export interface ListingStateOption {
  readonly state: string
  readonly label: string
  readonly sorts: readonly { readonly value: SortOption; readonly label: string }[]
}

/** A run list row (marketplace §3 Run list item) with the auction it belongs to and when it launches. */
export interface RunListRow {
  readonly auctionId: number
  readonly title: string
  readonly subtitle: string | null
  readonly thumbnail: string | null
  readonly formattedPrice: string
  readonly alertMessage: string | null
  readonly groupBy: string
  readonly proxyBid: number | null
  /** Epoch milliseconds. */
  readonly startsAt: number
}

/**
 * Browsing auctions: the pages of the Marketplace listing and what chooses them — lane tabs and their counts, the
 * private and event lanes, states and sorts, the run list (marketplace §7 "Buying BFF listings", "Run list", search
 * service states_and_sorts). An auction whose id you have is read with AuctionsById; whether shown ones moved, with
 * AuctionStatuses; what a search may filter on, with SearchOptions.
 */
export interface AuctionListing {
  /** One page of the listing the request names. */
  list(request: ListingRequest): Promise<ListingPage>
  /** The live lane (shorthand of `list` kept for its callers). */
  listLive(query: ListingQuery): Promise<ListingPage>
  laneCounts(filters: readonly SearchFilter[], savedSearchIds: readonly string[]): Promise<LaneCounts>
  counts(): Promise<ListingCounts>
  /** The private and event lanes with auctions the buyer can see. */
  lanes(): Promise<readonly ListingLane[]>
  statesAndSorts(): Promise<readonly ListingStateOption[]>
  /** The run list (GET auctions/run_list), polled every 60 s (marketplace §9). */
  runList(): Promise<readonly RunListRow[]>
}
export const AuctionListing = createPortId<AuctionListing>('auction-listing')
