import type { Auction, AuctionStatus } from '../world/types'

/** The spec's live auction message (marketplace §3), contracts/realtime/live-messages.schema.json. */
export interface LiveAuctionWire {
  readonly id: number
  readonly current_bid: number | null
  readonly end_time: number
  readonly high_bidder_dealer_id: number | null
  readonly high_bidder_id: number | null
  readonly seller_dealer_id: number
  readonly seller_id: number
  readonly bid_count: number
  readonly state: string | null
  readonly status: AuctionStatus
}

export const toEpochSeconds = (ms: number): number => Math.floor(ms / 1000)

export const toLiveAuctionWire = (a: Auction): LiveAuctionWire => {
  const high = a.bids.at(-1)
  return {
    id: a.id,
    current_bid: high?.amount ?? null,
    end_time: toEpochSeconds(a.endTime),
    high_bidder_dealer_id: high?.dealerId ?? null,
    high_bidder_id: high?.userId ?? null,
    seller_dealer_id: a.sellerDealerId,
    seller_id: a.sellerUserId,
    bid_count: a.bids.length,
    state: null,
    status: a.status,
  }
}
