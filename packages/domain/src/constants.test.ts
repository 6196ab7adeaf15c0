import { describe, expect, it } from 'vitest'
import { Constants, LANE_SETS } from './constants'

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

describe('constants of shell §9 and marketplace §9', () => {
  it('has every value the specs give', () => {
    expect(Constants).toEqual({
      mobileBreakpointPx: 767,
      notificationPollMs: 15_000,
      notificationBadgeCap: 10,
      tokenRefreshBeforeExpiryMs: 3 * MINUTE,
      tokenRefreshAfterMs: 12 * MINUTE,
      tokenRefreshLockMs: 10 * SECOND,
      userRecheckMs: 14 * MINUTE,
      idleAfterMs: 5 * MINUTE,
      outstandingRecheckMs: 24 * HOUR,
      termsCheckIntervalMs: DAY,
      termsScrollThresholdPx: 25,
      defaultProxyBidInterval: 50,
      persistentProxyDays: 10,
      persistentProxyMs: 10 * DAY,
      bidRetries: 6,
      offerRetries: 6,
      searchRetries: 6,
      syncRetries: 3,
      auctionRefetchRetries: 3,
      tourFastActionPanelDelayMs: 800,
      tourSavedSearchStepDelayMs: SECOND,
      tourMyAuctionsSetupMs: 500,
      userMenuShowDelayMs: 200,
      serviceWorkerCheckMs: 3_600_000,
      launchMessageRefetchMs: 360_000,
      toastReshowDelayMs: 250,
      clockDriftThresholdMs: 5 * SECOND,
      sessionSampleRate: 1,
      replaySampleRate: 1,
      constantsCacheMs: HOUR,
      featureFlagsCacheMs: 20 * MINUTE,
      dealershipAddressesCacheMs: 20 * MINUTE,
      openInvoicesCacheMs: 15 * MINUTE,
      funNotificationViewedMs: 7 * DAY,
      funNotificationCleanupMs: DAY,
      defaultPageSize: 12,
      jobsPageSize: 100,
      addressPageSize: 100,
      statusPollMs: 10 * SECOND,
      runListPollMs: 60 * SECOND,
      auctionSyncMinIntervalMs: 5 * SECOND,
      searchHistoryCount: 20,
      savedAuctionLoaders: 10,
      activeListLoaders: 3,
      maxVehiclesPerTransportOrder: 20,
      announcementsCarouselHeightPx: 170,
      approximateFeatureFlagCount: 200,
    })
  })
  it('has the lane sets', () => {
    expect(LANE_SETS).toEqual(['live', 'no_reserve_preview', 'guaranteed_sale'])
  })
})
