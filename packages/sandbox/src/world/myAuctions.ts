import type { Engine } from '../engine/createEngine'
import { createIdempotencyStore } from '../engine/idempotency'
import { areaState } from './areaState'
import type { Auction, AuctionStatus, User } from './types'

/** Status groups of marketplace §4 the my-auctions lists use. */
export const ACCEPTED: readonly AuctionStatus[] = ['counter_accepted', 'counter_original_accepted', 'ended_accepted']
export const IN_NEGOTIATION: readonly AuctionStatus[] = ['awaiting_acceptance', 'counter_sent', 'negotiation']
export const MAKE_OFFER: readonly AuctionStatus[] = ['counter_original_declined', 'ended_declined', 'ended_nobid']
export const SCHEDULED: readonly AuctionStatus[] = ['preview', 'run_list']

/** Offer states (marketplace §3): 0 pending, 1 accepted, 2 rejected, 3 timeout, 4 sealed bid. */
export const OFFER_STATE = { pending: 0, accepted: 1, rejected: 2, timeout: 3, sealedBid: 4 } as const
export type OfferState = (typeof OFFER_STATE)[keyof typeof OFFER_STATE]
export type Side = 'buyer' | 'seller'

export interface OfferRecord {
  readonly id: number
  readonly auctionId: number
  state: OfferState
  readonly value: number
  rejectionReason: string | null
  readonly dealerId: number
  readonly userId: number
  readonly side: Side
  /** Epoch ms. */
  readonly createdAt: number
}

export interface OfferReply {
  readonly status: number
  readonly body: unknown
}

/** The my-auctions area: offers per auction (lazily opened from the high bid), finalized auctions, offer replays. */
export const myAuctionsState = (engine: Engine) =>
  areaState(engine, 'myauctions', () => ({
    offers: new Map<number, OfferRecord[]>(),
    finalized: new Set<number>(),
    replies: createIdempotencyStore<OfferReply>(),
  }))

export const dealerIds = (user: User): readonly number[] => user.memberships.map((m) => m.dealerId)

export const isSellerSide = (user: User, auction: Auction): boolean => dealerIds(user).includes(auction.sellerDealerId)

/** The buying dealership of a deal: the latest buyer offer's dealership, else the high bidder's. */
export const buyerDealerOf = (engine: Engine, auction: Auction): number | undefined =>
  offersOf(engine, auction).findLast((o) => o.side === 'buyer')?.dealerId ?? auction.bids.at(-1)?.dealerId

export const isBuyerSide = (engine: Engine, user: User, auction: Auction): boolean => {
  const dealer = buyerDealerOf(engine, auction)
  return dealer !== undefined && dealerIds(user).includes(dealer)
}

/**
 * The offers of one auction, oldest first. An auction that reached negotiation at the end of its bidding opens
 * with the high bidder's pending offer of the high bid (deterministic ids: auction id × 100 + n); until then the
 * list stays empty and is re-checked, so an auction the engine ends below its reserve opens too.
 */
export const offersOf = (engine: Engine, auction: Auction): OfferRecord[] => {
  const { offers } = myAuctionsState(engine)
  const list = offers.get(auction.id) ?? []
  offers.set(auction.id, list)
  if (list.length === 0) {
    const high = auction.bids.at(-1)
    if (high && (IN_NEGOTIATION.includes(auction.status) || MAKE_OFFER.includes(auction.status))) {
      const open = IN_NEGOTIATION.includes(auction.status)
      list.push({
        id: auction.id * 100 + 1,
        auctionId: auction.id,
        state: open ? OFFER_STATE.pending : OFFER_STATE.rejected,
        value: high.amount,
        rejectionReason: open ? null : 'Below the reserve',
        dealerId: high.dealerId,
        userId: high.userId,
        side: 'buyer',
        createdAt: auction.endTime,
      })
    }
  }
  return list
}

export const pendingOffer = (engine: Engine, auction: Auction): OfferRecord | undefined =>
  offersOf(engine, auction).find((o) => o.state === OFFER_STATE.pending)
