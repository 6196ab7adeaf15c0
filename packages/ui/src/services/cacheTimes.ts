/**
 * Cache and polling times of marketplace §9 and shell §9, in milliseconds, for the query cache.
 * DECISIONS.md: open invoices cached 15 minutes.
 */
export const CacheTimes = {
  /** "Sync of auction data: at most every 5 s unless forced." */
  auctionSync: 5_000,
  /** "Status polling: every 10 s." */
  statusPoll: 10_000,
  /** "Run list polling: every 60 s." */
  runListPoll: 60_000,
  /** "Notifications poll: every 15 s." */
  notificationsPoll: 15_000,
  /** "Caches: constants 1 h." */
  constants: 3_600_000,
  /** "feature flags and dealership addresses 20 min." */
  featureFlags: 1_200_000,
  dealershipAddresses: 1_200_000,
  /** "Open invoices cached 15" (minutes, DECISIONS.md). */
  openInvoices: 900_000,
} as const
