/**
 * Business constants and limits of shell §9 and marketplace §9, in one place. Durations are milliseconds
 * (ADR 0029 fixes the units the specs leave out).
 */
const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export const Constants = {
  /** Mobile is 767px and below (shell §2.1, §9). */
  mobileBreakpointPx: 767,
  /** Notifications poll (shell §9, marketplace §9). */
  notificationPollMs: 15_000,
  /** The badge shows '9+' at this many unseen notifications or more (shell §9). */
  notificationBadgeCap: 10,
  /** Refresh the access token when it expires within this (shell §4.2). */
  tokenRefreshBeforeExpiryMs: 3 * MINUTE,
  /** Refresh the access token when it was updated this long ago (shell §4.2, marketplace §9 "older than 12"). */
  tokenRefreshAfterMs: 12 * MINUTE,
  /** Another window holds the refresh lock this long (shell §4.2). */
  tokenRefreshLockMs: 10 * SECOND,
  /** User data recheck (shell §4.2). */
  userRecheckMs: 14 * MINUTE,
  /** Idle after this long without activity (shell §4.2). */
  idleAfterMs: 5 * MINUTE,
  /** Outstanding finalization re-check (shell §4.1). */
  outstandingRecheckMs: 24 * HOUR,
  /** Terms of service check at most once a day (shell §5, marketplace §4). */
  termsCheckIntervalMs: DAY,
  /** Terms modal: the checkbox enables within this many px of the bottom (marketplace §5). */
  termsScrollThresholdPx: 25,
  /** Default proxy bid interval in dollars (marketplace §3). */
  defaultProxyBidInterval: 50,
  /** Default persistent proxy length (marketplace §5). */
  persistentProxyDays: 10,
  persistentProxyMs: 10 * DAY,
  /** Retries (shell §9, marketplace §9). */
  bidRetries: 6,
  offerRetries: 6,
  searchRetries: 6,
  syncRetries: 3,
  auctionRefetchRetries: 3,
  /** Tour timings (shell §9). */
  tourFastActionPanelDelayMs: 800,
  tourSavedSearchStepDelayMs: 1 * SECOND,
  tourMyAuctionsSetupMs: 500,
  userMenuShowDelayMs: 200,
  serviceWorkerCheckMs: 3_600_000,
  launchMessageRefetchMs: 360_000,
  toastReshowDelayMs: 250,
  /** Clock drift is flagged when |offset| exceeds this (ADR 0029: seconds). */
  clockDriftThresholdMs: 5 * SECOND,
  /** Monitoring sample rates (shell §9). */
  sessionSampleRate: 1,
  replaySampleRate: 1,
  /** Caches (shell §9, marketplace §9). */
  constantsCacheMs: HOUR,
  featureFlagsCacheMs: 20 * MINUTE,
  dealershipAddressesCacheMs: 20 * MINUTE,
  /** ADR 0029: minutes. */
  openInvoicesCacheMs: 15 * MINUTE,
  funNotificationViewedMs: 7 * DAY,
  funNotificationCleanupMs: DAY,
  /** Paging (marketplace §9). */
  defaultPageSize: 12,
  jobsPageSize: 100,
  addressPageSize: 100,
  /** Polling (marketplace §9). */
  statusPollMs: 10 * SECOND,
  runListPollMs: 60 * SECOND,
  auctionSyncMinIntervalMs: 5 * SECOND,
  searchHistoryCount: 20,
  savedAuctionLoaders: 10,
  activeListLoaders: 3,
  maxVehiclesPerTransportOrder: 20,
  announcementsCarouselHeightPx: 170,
  approximateFeatureFlagCount: 200,
} as const

/** Lane sets of shell §9. */
export const LANE_SETS = ['live', 'no_reserve_preview', 'guaranteed_sale'] as const
