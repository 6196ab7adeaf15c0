import type { Auction, LaneKind } from '../model/auction'
import { createPortId } from './portId'

export interface ListingQuery {
  readonly lanes: readonly LaneKind[]
  /** Page size; default 12 (marketplace §9). */
  readonly size: number
  /** Opaque cursor from the previous page. */
  readonly cursor: string | null
  readonly sort: 'end_time' | 'recommended' | 'recently_ended' | 'close_to_market_value'
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

/** Buying listings (marketplace §7 "Buying BFF listings"). */
export interface AuctionListing {
  listLive(query: ListingQuery): Promise<ListingPage>
  counts(): Promise<ListingCounts>
}
export const AuctionListing = createPortId<AuctionListing>('auction-listing')
