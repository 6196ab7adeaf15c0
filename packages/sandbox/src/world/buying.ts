import { areaState } from './areaState'
import type { Auction, AuctionStatus, User, World } from './types'

/** Default persistent proxy length: 10 days (marketplace §9). */
export const PERSISTENT_PROXY_MS = 10 * 24 * 60 * 60 * 1000
/** Offer states (marketplace §3). */
export const OFFER_STATE = { pending: 0, accepted: 1, rejected: 2, timeout: 3, sealedBid: 4 } as const

/** Status groups (marketplace §4). */
export const ACCEPTED: readonly AuctionStatus[] = ['counter_accepted', 'counter_original_accepted', 'ended_accepted']
export const MAKE_OFFER: readonly AuctionStatus[] = ['counter_original_declined', 'ended_declined', 'ended_nobid']
export const SCHEDULED: readonly AuctionStatus[] = ['preview', 'run_list']
export const RUNNING_OR_SCHEDULED: readonly AuctionStatus[] = ['active', 'preview', 'run_list', 'staging']

export interface OfferRecord {
  readonly auctionId: number
  readonly userId: number
  readonly dealerId: number
  readonly amount: number
  state: number
  rejectionReason: string | null
  readonly at: number
}

export interface ClaimRecord {
  readonly dealerId: number
  readonly userId: number
  readonly at: number
}

export interface Finalization {
  readonly buyerOrganizationId: number
  readonly paymentProviderName: string
  readonly transportRequested: boolean
  readonly at: number
}

/** The buying area's state beside the engine (world/areaState.ts). */
export interface BuyingState {
  readonly offers: Map<number, OfferRecord[]>
  /** `{auctionId}:{userId}` → when the persistent proxy expires (epoch ms). */
  readonly persistentExpiry: Map<string, number>
  readonly claims: Map<number, ClaimRecord[]>
  readonly finalized: Map<number, Finalization>
  /** The dealership a multi-dealership winner chose to buy with (POST auction/{id}/buyer/{dealerId}). */
  readonly buyers: Map<number, number>
  readonly issues: { id: number; type: string; value: string; dealerId: number; at: number }[]
  /** `{userId}:{Idempotency-Key}` → the first answer to that offer intent. */
  readonly offerKeys: Map<string, unknown>
}

export const buyingState = (owner: { readonly world: World }): BuyingState =>
  areaState(owner, 'buying', () => ({
    offers: new Map(),
    persistentExpiry: new Map(),
    claims: new Map(),
    finalized: new Map(),
    buyers: new Map(),
    issues: [],
    offerKeys: new Map(),
  }))

/** The sale of an accepted auction: its high bid (an accepted offer becomes the high bid), else null. */
export const saleOf = (state: BuyingState, auction: Auction) => {
  const high = auction.bids.at(-1)
  if (!ACCEPTED.includes(auction.status) || !high) return null
  return { userId: high.userId, dealerId: state.buyers.get(auction.id) ?? high.dealerId, amount: high.amount }
}

/** Whether the user (or one of their dealerships) bought the auction. */
export const boughtBy = (state: BuyingState, auction: Auction, user: User): boolean => {
  const sale = saleOf(state, auction)
  const mine = user.memberships.map((m) => m.dealerId)
  return sale !== null && (sale.userId === user.id || mine.includes(sale.dealerId))
}

/** Won, accepted auctions of the user not yet finalized, most recently ended first. */
export const toFinalize = (state: BuyingState, world: World, user: User): Auction[] =>
  [...world.auctions.values()]
    .filter((a) => boughtBy(state, a, user) && !state.finalized.has(a.id))
    .sort((a, b) => b.endTime - a.endTime || a.id - b.id)
