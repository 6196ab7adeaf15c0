import type { Engine } from '../engine/createEngine'
import {
  dealerIds,
  IN_NEGOTIATION,
  isBuyerSide,
  isSellerSide,
  MAKE_OFFER,
  OFFER_STATE,
  type OfferRecord,
  offersOf,
  pendingOffer,
  type Side,
} from './myAuctions'
import type { Auction, User } from './types'

export const OFFER_ACTIONS = ['accept', 'reject', 'counter', 'make-offer'] as const
export type OfferAction = (typeof OFFER_ACTIONS)[number]

export interface OfferActionInput {
  readonly action: OfferAction
  readonly amount?: number
  readonly dealerId?: number
  readonly rejectionReason?: string
}

/** Why an action was refused: the HTTP status, a dealer-readable detail and a code. */
export interface OfferRefusal {
  readonly status: 403 | 409
  readonly detail: string
  readonly code: string
}

/** The viewer's side of a deal: seller if their dealership sells it, else buyer (the high bidder or an offeror). */
export const sideOf = (viewer: User, auction: Auction): Side => (isSellerSide(viewer, auction) ? 'seller' : 'buyer')

/** It is the viewer's turn when the pending offer came from the other side, or make-offer is open to them. */
export const canAct = (engine: Engine, viewer: User, auction: Auction): boolean => {
  if (viewer.role === 'readonly' || !viewer.active) return false
  const pending = pendingOffer(engine, auction)
  if (pending) return pending.side !== sideOf(viewer, auction) && isParty(engine, viewer, auction)
  return MAKE_OFFER.includes(auction.status) && !isSellerSide(viewer, auction)
}

const isParty = (engine: Engine, viewer: User, auction: Auction): boolean =>
  isSellerSide(viewer, auction) || isBuyerSide(engine, viewer, auction)

const refuse = (status: 403 | 409, detail: string, code: string): OfferRefusal => ({ status, detail, code })

/**
 * Applies an offer action (marketplace §4 Offer actions) to the world: accept and reject answer the other
 * side's pending offer; counter rejects it and adds ours; make-offer opens a negotiation on an auction in the
 * make-offer group. The auction's status follows (ended_accepted / counter_accepted, ended_declined /
 * counter_declined, counter_sent, awaiting_acceptance), and the engine sends DEAL_UPDATE. Returns a refusal, or
 * undefined when applied.
 */
export const applyOfferAction = (
  engine: Engine,
  viewer: User,
  auction: Auction,
  input: OfferActionInput,
): OfferRefusal | undefined => {
  const refusal = applyOffer(engine, viewer, auction, input)
  if (!refusal) engine.dealUpdated(auction)
  return refusal
}

const applyOffer = (
  engine: Engine,
  viewer: User,
  auction: Auction,
  input: OfferActionInput,
): OfferRefusal | undefined => {
  if (viewer.role === 'readonly' || !viewer.active)
    return refuse(403, 'Limited users may not act on offers.', 'limited_user')
  const mine = dealerIds(viewer)
  if (input.dealerId !== undefined && !mine.includes(input.dealerId))
    return refuse(403, `You are not a member of dealership ${input.dealerId}.`, 'not_a_member')
  const side = sideOf(viewer, auction)
  const offers = offersOf(engine, auction)
  const pending = pendingOffer(engine, auction)
  const now = Math.floor(engine.now() / 1000) * 1000
  const newOffer = (value: number, dealerId: number): OfferRecord => ({
    id: auction.id * 100 + offers.length + 1,
    auctionId: auction.id,
    state: OFFER_STATE.pending,
    value,
    rejectionReason: null,
    dealerId,
    userId: viewer.id,
    side,
    createdAt: now,
  })
  const myDealer = input.dealerId ?? (side === 'seller' ? auction.sellerDealerId : (viewer.defaultDealerId ?? mine[0]))
  if (input.action === 'make-offer') {
    if (side === 'seller') return refuse(403, 'Sellers may not make an offer on their own auction.', 'own_auction')
    if (!MAKE_OFFER.includes(auction.status))
      return refuse(409, 'This auction does not take offers in its current state.', 'not_open_for_offers')
    offers.push(newOffer(input.amount as number, myDealer as number))
    auction.status = 'awaiting_acceptance'
    return undefined
  }
  if (!IN_NEGOTIATION.includes(auction.status) || !pending)
    return refuse(409, 'There is no pending offer on this auction.', 'no_pending_offer')
  if (!isParty(engine, viewer, auction))
    return refuse(403, 'Your dealership is not a party to this deal.', 'not_a_party')
  if (pending.side === side) return refuse(403, 'The other party has not answered your offer yet.', 'not_your_turn')
  const opening = offers[0] === pending
  if (input.action === 'accept') {
    pending.state = OFFER_STATE.accepted
    auction.status = opening ? 'ended_accepted' : 'counter_accepted'
    // The accepted offer becomes the sale's high bid (the price the buyer pays), bought by the buying side.
    const buyerOffer = pending.side === 'buyer' ? pending : offers.findLast((o) => o.side === 'buyer')
    if (auction.bids.at(-1)?.amount !== pending.value) {
      const buyerUser = pending.side === 'buyer' ? pending.userId : viewer.id
      const buyerDealer = pending.side === 'buyer' ? pending.dealerId : (buyerOffer?.dealerId ?? (myDealer as number))
      auction.bids.push({ amount: pending.value, userId: buyerUser, dealerId: buyerDealer, at: now, proxy: false })
    }
  } else if (input.action === 'reject') {
    pending.state = OFFER_STATE.rejected
    pending.rejectionReason = input.rejectionReason ?? 'Declined'
    auction.status = opening ? 'ended_declined' : 'counter_declined'
  } else {
    pending.state = OFFER_STATE.rejected
    pending.rejectionReason = 'Countered'
    offers.push(newOffer(input.amount as number, myDealer as number))
    auction.status = 'counter_sent'
  }
  return undefined
}
