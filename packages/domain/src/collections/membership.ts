import type { Auction, StatusPill } from '../model/auction'
import { statusPills } from '../rules/statusPills'
import type { Viewer } from '../rules/viewer'

/** The lists an auction can be in (marketplace §4 "Collections"). */
export type Collection =
  | 'active'
  | 'negotiations'
  | 'marketplace'
  | 'won'
  | 'sold'
  | 'pendingProxies'
  | 'needsFinalizing'
  | 'watchlist'
  | 'runList'

/** Membership that follows the status pills on live updates (marketplace §4). */
export const PILL_COLLECTIONS: Readonly<Partial<Record<StatusPill, Collection>>> = {
  finalize: 'needsFinalizing',
  received_last_negotiation: 'negotiations',
  sent_last_negotiation: 'negotiations',
  proxy_scheduled: 'pendingProxies',
  high_bidder: 'active',
  out_bid: 'active',
  watchlisted: 'watchlist',
}

const order: readonly Collection[] = ['active', 'negotiations', 'needsFinalizing', 'pendingProxies', 'watchlist']

/** The collections a set of pills puts an auction in, in a fixed order, each once (marketplace §4). */
export const collectionsOfPills = (pills: readonly StatusPill[]): readonly Collection[] => {
  const found = new Set(pills.map((p) => PILL_COLLECTIONS[p]).filter((c) => c !== undefined))
  return order.filter((c) => found.has(c))
}

/** The pill-driven collections of an auction for a viewer: a function of its pills only. */
export const collectionsOf = (auction: Auction, viewer: Viewer): readonly Collection[] =>
  collectionsOfPills(statusPills(auction, viewer))
