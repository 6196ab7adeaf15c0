import type { Collection } from '../../collections/membership'
import { collectionsOf } from '../../collections/membership'
import type { Auction } from '../../model/auction'
import { isPrimaryTopBidder, isTopBiddingDealership } from '../../rules/auctionRoles'
import { isAccepted } from '../../rules/statusGroups'
import type { Viewer } from '../../rules/viewer'

/**
 * The buying lists of the my-account area (shell §2.4, marketplace §2 "My-account area tabs", §4 "Collections").
 * Watchlist and needs finalizing have no route of their own in shell §2.4: they are tabs of active buying and of
 * won (docs/adr/0022).
 */
export const BUYING_LISTS = [
  'activeBuying',
  'watchlist',
  'pendingProxy',
  'won',
  'needsFinalizing',
  'negotiationsBuying',
] as const
export type BuyingList = (typeof BUYING_LISTS)[number]

/** The collection whose status pills decide each list's live membership (marketplace §4); won has no pill. */
export const LIST_COLLECTIONS: Readonly<Record<BuyingList, Collection>> = {
  activeBuying: 'active',
  watchlist: 'watchlist',
  pendingProxy: 'pendingProxies',
  won: 'won',
  needsFinalizing: 'needsFinalizing',
  negotiationsBuying: 'negotiations',
}

/** What each list holds, for the empty-list sentence "You don't currently have any {list}. …" (shell §2.4). */
export const LIST_NOUNS: Readonly<Record<BuyingList, string>> = {
  activeBuying: 'active buying auctions',
  watchlist: 'auctions on your watchlist',
  pendingProxy: 'pending proxy bids',
  won: 'won auctions',
  needsFinalizing: 'auctions that need finalizing',
  negotiationsBuying: 'buying negotiations',
}

/** Won by the viewer: accepted, and the viewer or their dealership holds the high bid. */
export const isWonBy = (auction: Auction, viewer: Viewer): boolean =>
  isAccepted(auction.status) && (isPrimaryTopBidder(auction, viewer) || isTopBiddingDealership(auction, viewer))

/**
 * Whether an auction the list showed still belongs to it after a live update: membership follows the status pills
 * (marketplace §4: finalize → needs finalizing, negotiation pills → negotiations, proxy_scheduled → pending
 * proxies, high_bidder/out_bid → active, watchlisted → watchlist); won follows the accepted status and high bid.
 */
export const staysInList = (list: BuyingList, auction: Auction, viewer: Viewer): boolean =>
  list === 'won' ? isWonBy(auction, viewer) : collectionsOf(auction, viewer).includes(LIST_COLLECTIONS[list])
