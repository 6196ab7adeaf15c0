import { areaState } from './areaState'
import type { AuctionStatus, World } from './types'

/** Default persistent proxy length: 10 days (marketplace §9). */
export const PERSISTENT_PROXY_MS = 10 * 24 * 60 * 60 * 1000
/** Offer states (marketplace §3): 0 pending, 1 accepted, 2 rejected, 3 timeout, 4 sealed bid. */
export const OFFER_STATE = { pending: 0, accepted: 1, rejected: 2, timeout: 3, sealedBid: 4 } as const
export type OfferState = (typeof OFFER_STATE)[keyof typeof OFFER_STATE]

/** Status groups (marketplace §4). */
export const ACCEPTED: readonly AuctionStatus[] = ['counter_accepted', 'counter_original_accepted', 'ended_accepted']
export const IN_NEGOTIATION: readonly AuctionStatus[] = ['awaiting_acceptance', 'counter_sent', 'negotiation']
export const MAKE_OFFER: readonly AuctionStatus[] = ['counter_original_declined', 'ended_declined', 'ended_nobid']
export const SCHEDULED: readonly AuctionStatus[] = ['preview', 'run_list']
export const RUNNING_OR_SCHEDULED: readonly AuctionStatus[] = ['active', 'preview', 'run_list', 'staging']

export interface ClaimRecord {
  readonly dealerId: number
  readonly userId: number
  readonly at: number
}

/**
 * The buying gateway's own records beside the engine (world/areaState.ts). Offers, sales and finalizations are
 * NOT here: they live once, in the my-auctions state (world/myAuctions.ts), which both gateways read and write.
 */
export interface BuyingState {
  /** `{auctionId}:{userId}` → when the persistent proxy expires (epoch ms). */
  readonly persistentExpiry: Map<string, number>
  readonly claims: Map<number, ClaimRecord[]>
  /** The dealership a multi-dealership winner chose to buy with (POST auction/{id}/buyer/{dealerId}). */
  readonly buyers: Map<number, number>
  readonly issues: { id: number; type: string; value: string; dealerId: number; at: number }[]
  /** `{userId}:{Idempotency-Key}` → the first answer to that offer intent. */
  readonly offerKeys: Map<string, unknown>
}

export const buyingState = (owner: { readonly world: World }): BuyingState =>
  areaState(owner, 'buying', () => ({
    persistentExpiry: new Map(),
    claims: new Map(),
    buyers: new Map(),
    issues: [],
    offerKeys: new Map(),
  }))
