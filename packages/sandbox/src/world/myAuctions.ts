import type { Engine } from '../engine/createEngine'
import { createIdempotencyStore } from '../engine/idempotency'
import { areaState } from './areaState'
import { ACCEPTED, buyingState, IN_NEGOTIATION, MAKE_OFFER, OFFER_STATE, type OfferState } from './buying'
import type { Auction, User, World } from './types'

export { ACCEPTED, IN_NEGOTIATION, MAKE_OFFER, OFFER_STATE, type OfferState, SCHEDULED } from './buying'
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

export interface Finalization {
  readonly buyerOrganizationId: number
  readonly paymentProviderName: string
  readonly transportRequested: boolean
  /** The transportation service type chosen with an accepted transport quote (the post-sale timeline shows it). */
  readonly serviceType?: string | null
  readonly at: number
}

/**
 * The one record of offers and purchases, read and written by both gateways: the detail page's offers (buying
 * gateway POST auction/{id}/offers), the deal actions (PUT bff/deals/{id}, v2/offers/{id}), the lists and exports,
 * and finalize (PUT bff/orders/finalize/{id}). Offers per auction (lazily opened from the high bid), finalized
 * auctions with how they were paid, offer-action replays.
 */
export const myAuctionsState = (engine: Engine) => stateOf(engine.world)

/** Kept beside the world, so every wire that has the world (permissions, auction rows) reads the same record. */
const stateOf = (world: World) =>
  areaState(world, 'myauctions', () => ({
    offers: new Map<number, OfferRecord[]>(),
    finalized: new Map<number, Finalization>(),
    replies: createIdempotencyStore<OfferReply>(),
  }))

/** Whether the auction's purchase was finalized (PUT bff/orders/finalize/{id}). */
export const isFinalized = (world: World, auctionId: number): boolean => stateOf(world).finalized.has(auctionId)

export const dealerIds = (user: User): readonly number[] => user.memberships.map((m) => m.dealerId)

export const isSellerSide = (user: User, auction: Auction): boolean => dealerIds(user).includes(auction.sellerDealerId)

/**
 * The buying dealership of a deal: the one a multi-dealership winner chose (POST auction/{id}/buyer/{dealerId}),
 * else the latest buyer offer's dealership, else the high bidder's.
 */
export const buyerDealerOf = (engine: Engine, auction: Auction): number | undefined =>
  buyingState(engine).buyers.get(auction.id) ??
  offersOf(engine, auction).findLast((o) => o.side === 'buyer')?.dealerId ??
  auction.bids.at(-1)?.dealerId

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

/** The sale of an accepted auction: who bought it, with which dealership, at what price; else null. */
export const saleOf = (engine: Engine, auction: Auction) => {
  const high = auction.bids.at(-1)
  if (!ACCEPTED.includes(auction.status) || !high) return null
  const offers = offersOf(engine, auction)
  const accepted = offers.findLast((o) => o.state === OFFER_STATE.accepted)
  const buyerOffer = offers.findLast((o) => o.side === 'buyer')
  return {
    userId: buyerOffer?.userId ?? high.userId,
    dealerId: buyerDealerOf(engine, auction) ?? high.dealerId,
    amount: accepted?.value ?? high.amount,
  }
}

/** Whether the user's dealerships bought the auction. */
export const boughtBy = (engine: Engine, auction: Auction, user: User): boolean =>
  ACCEPTED.includes(auction.status) && isBuyerSide(engine, user, auction)
