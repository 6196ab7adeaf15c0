import { Constants } from '@gavel/domain'

/**
 * The query cache's names for the cache and polling times of marketplace §9 and shell §9. The values are the
 * domain's constants (one source, ADR 0032); only the names are the cache's.
 */
export const CacheTimes = {
  auctionSync: Constants.auctionSyncMinIntervalMs,
  statusPoll: Constants.statusPollMs,
  runListPoll: Constants.runListPollMs,
  notificationsPoll: Constants.notificationPollMs,
  constants: Constants.constantsCacheMs,
  featureFlags: Constants.featureFlagsCacheMs,
  dealershipAddresses: Constants.dealershipAddressesCacheMs,
  openInvoices: Constants.openInvoicesCacheMs,
} as const
