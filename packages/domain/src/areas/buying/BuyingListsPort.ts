import type { Auction } from '../../model/auction'
import type { Dollars } from '../../model/ids'
import { createPortId } from '../../ports/portId'
import type { BuyingList } from './buyingLists'

/** The won dashboard (GET bff/auctions/buying/search/won/dashboard): counts and what the wins cost. */
export interface WonSummary {
  readonly wonCount: number
  readonly toFinalizeCount: number
  readonly totalSpent: Dollars
}

/**
 * The viewer's buying lists (marketplace §7 "My auctions" and the Buying BFF's myacv GETs): active buying
 * (bff/myacv/active/buying, or v3 myacv/auctions/buying/active with the new active-auction list flag), watchlist
 * (bff/filters/auctions/buying/watchlist), pending proxy (myacv/pending_proxy), won (buying/won), needs finalizing
 * (myacv/needs_finalization) and buying negotiations (negotiation/buying). Each resolves with whole auctions in
 * the server's order, so the live store and the status pills work on them; rejects with the domain's errors.
 */
export interface BuyingLists {
  auctions(list: BuyingList): Promise<readonly Auction[]>
  wonSummary(): Promise<WonSummary>
}
export const BuyingLists = createPortId<BuyingLists>('buying-lists')
