import type { ListingRequest, SearchFilter } from '@gavel/domain'

/**
 * The query cache's keys of the core screens and components (ADR 0032): every key they read, write or invalidate
 * is built here, so two screens sharing a cache entry (an auction, the outstanding list) share one spelling. Each
 * area keeps its own factory in `areas/<area>/queryKeys.ts` (or its `*Queries.ts`).
 */
export const queryKeys = {
  /** One auction whole; the detail page, finalize, timeline and report-a-problem read it, actions invalidate it. */
  auction: (id: number | null) => ['auction', id] as const,
  notificationInfo: (id: number) => ['auction', id, 'notification-info'] as const,
  sellerPerformance: (dealerId: number) => ['dealership', dealerId, 'performance'] as const,
  carfax: (vin: string, id: number, dealerId: number | null) => ['carfax', vin, id, dealerId] as const,
  /** A listing's pages (ListingResults reads it, prefetchListing fills it). */
  listingPages: (request: Omit<ListingRequest, 'cursor'>) => ['auctions', request] as const,
  listingStates: ['listing', 'states'] as const,
  listingLanes: ['listing', 'lanes'] as const,
  laneCounts: (filters: readonly SearchFilter[], savedSearchIds: readonly string[]) =>
    ['listing', 'counts', filters, savedSearchIds] as const,
  runList: ['listing', 'run-list'] as const,
  buyingLimits: ['buying-limits'] as const,
  /**
   * Every notification list (the header menu's recent list and /notifications' pages). Answering a bid approval
   * anywhere invalidates it, so the notification shows the receipt instead of its buttons.
   */
  notifications: ['notifications'] as const,
  /**
   * A dealership's bid approval requests (Settings, Manage users; ADR 0025, 0044). `allBidApprovals` covers every
   * dealership's list: answering from a notification (which names the organization, not the list the page reads)
   * invalidates it, so the page shows the receipt at once rather than at its next 15 s poll.
   */
  allBidApprovals: ['bid-approvals'] as const,
  bidApprovals: (dealerId: number) => ['bid-approvals', dealerId] as const,
  dealersCanClaim: ['dealers-can-claim'] as const,
  outstandingAuctions: ['outstanding-auctions'] as const,
  laneAgreements: (userId: number | null) => ['lane-agreements', userId] as const,
  auctionAccessAccount: (userId: number | null) => ['auction-access-account', userId] as const,
  termsCheck: (userId: number | null) => ['terms-check', userId] as const,
  termsContent: (eulaId: string | null) => ['terms', 'content', eulaId] as const,
}
