import * as domain from '@gavel/domain'
import * as buyingDomain from '@gavel/domain/areas/buying'
import type { Schema } from 'effect'
import * as buyingLists from '../../areas/buying/BuyingListsHttp'
import * as dealWire from '../../areas/buying/dealWire'
import * as runHistory from '../../areas/selling/RunHistoryHttp'
import * as sellerPerformance from '../../areas/selling/SellerPerformanceHttp'
import * as sellingLists from '../../areas/selling/SellingListsHttp'
import * as savedAuctionWire from '../../areas/selling/savedAuctionWire'
import * as runtimeConfig from '../../config/RuntimeConfig'
import * as approvalAnswers from '../../http/ApprovalAnswersHttp'
import * as auctionStatuses from '../../http/AuctionStatusesHttp'
import * as auctionsById from '../../http/AuctionsByIdHttp'
import * as buyingLimits from '../../http/BuyingLimitsHttp'
import * as launchMessages from '../../http/LaunchMessagesHttp'
import * as outstandingAuctions from '../../http/OutstandingAuctionsHttp'
import * as tourProgress from '../../http/TourProgressHttp'
import * as userNotices from '../../realtime/UserNoticesRealtime'
import * as auctionAccessWire from '../auctionAccessWire'
import * as auctionActionsWire from '../auctionActionsWire'
import * as auctionWire from '../auctionWire'
import * as bidApprovalWire from '../bidApprovalWire'
import * as bidResultWire from '../bidResultWire'
import * as capitalWire from '../capitalWire'
import * as listingWire from '../listingWire'
import * as liveMessageWire from '../liveMessageWire'
import * as loyaltyWire from '../loyaltyWire'
import * as notificationWire from '../notificationWire'
import * as searchWire from '../searchWire'
import * as shortLivedTokenWire from '../shortLivedTokenWire'
import * as termsWire from '../termsWire'
import * as userWire from '../userWire'

/** One module's Schemas that get a guard: `is{Name}` checks what `{from}`'s `{Name}` decodes. */
export interface GuardedModule {
  /** The module, as the generated file imports its types (relative to `generated/`). */
  readonly from: string
  readonly schemas: Readonly<Record<string, Schema.Top>>
}

const pick = <M extends Record<string, unknown>, K extends keyof M & string>(module: M, names: readonly K[]) =>
  Object.fromEntries(names.map((name) => [name, module[name] as Schema.Top]))

/**
 * The Schemas that get a generated guard (docs/adr/0021, 0039): every payload the core adapters decode (the listing's
 * first cards, the session, the user, the runtime config, live messages, and the shell's own calls), so effect's
 * Schema stays out of the app's entry; the areas' adapters decode with Schema in their own lazy chunks.
 * `npm run guards:generate` writes `generated/guards.ts` from them; the guards' test fails when that file no longer
 * matches, and holds each guard to its Schema.
 */
export const guardedModules: readonly GuardedModule[] = [
  {
    from: '@gavel/domain',
    schemas: pick(domain, [
      'AuctionSchema',
      'BidReceipt',
      'BuyingLimits',
      'ClaimDealerSchema',
      'ClaimStateSchema',
      'FeatureFlags',
      'LiveMessage',
      'NegotiationInfoSchema',
      'Notification',
      'Offer',
      'PersistentProxyReceiptSchema',
      'SavedAuction',
      'SavedSearch',
      'Session',
      'SessionTokens',
      'TermsDocument',
      'User',
    ]),
  },
  { from: '@gavel/domain/areas/buying', schemas: pick(buyingDomain, ['Deal', 'DealOffer']) },
  // the selling area and the deals it shares with buying: its first rows check their payloads without effect
  {
    from: '../../../areas/buying/dealWire',
    schemas: pick(dealWire, ['AuctionListWire', 'DealWire', 'DealListWire', 'OfferListWire']),
  },
  {
    from: '../../../areas/buying/BuyingListsHttp',
    schemas: pick(buyingLists, ['AuctionResultsWire', 'WonDashboardWire']),
  },
  { from: '../../../areas/selling/RunHistoryHttp', schemas: pick(runHistory, ['RunChangesWire']) },
  {
    from: '../../../areas/selling/savedAuctionWire',
    schemas: pick(savedAuctionWire, [
      'SavedAuctionPageWire',
      'SavedAuctionPageChecked',
      'LaunchDetailsWire',
      'LaunchResultWire',
      'BulkLaunchResultWire',
      'BulkRefusalsWire',
    ]),
  },
  { from: '../../../areas/selling/SellerPerformanceHttp', schemas: pick(sellerPerformance, ['SellerPerformanceWire']) },
  {
    from: '../../../areas/selling/SellingListsHttp',
    schemas: pick(sellingLists, ['MyAuctionRowsWire', 'ActiveSellingWire']),
  },
  { from: '../../../config/RuntimeConfig', schemas: pick(runtimeConfig, ['RuntimeConfig']) },
  { from: '../../../http/AuctionStatusesHttp', schemas: pick(auctionStatuses, ['StatusesWire', 'StatusEntry']) },
  { from: '../../../http/AuctionsByIdHttp', schemas: pick(auctionsById, ['AuctionsByIdWire']) },
  { from: '../../../http/BuyingLimitsHttp', schemas: pick(buyingLimits, ['BuyingLimitsWire']) },
  { from: '../../../http/ApprovalAnswersHttp', schemas: pick(approvalAnswers, ['AnsweredApprovalWire']) },
  { from: '../../../http/LaunchMessagesHttp', schemas: pick(launchMessages, ['LaunchMessagesWire']) },
  { from: '../../../http/OutstandingAuctionsHttp', schemas: pick(outstandingAuctions, ['OutstandingListWire']) },
  { from: '../../../http/TourProgressHttp', schemas: pick(tourProgress, ['KeyValueWire']) },
  { from: '../../../realtime/UserNoticesRealtime', schemas: pick(userNotices, ['UserFrameWire']) },
  { from: '../../auctionAccessWire', schemas: pick(auctionAccessWire, ['AuctionAccessAccountWire']) },
  {
    from: '../../auctionActionsWire',
    schemas: pick(auctionActionsWire, [
      'PersistentProxyWire',
      'OfferWire',
      'AuctionClaimsWire',
      'ClaimDealersWire',
      'WatchlistWire',
      'ReserveRemovedWire',
    ]),
  },
  { from: '../../auctionWire', schemas: pick(auctionWire, ['AuctionWire']) },
  { from: '../../bidApprovalWire', schemas: pick(bidApprovalWire, ['BidApprovalRequestedWire']) },
  { from: '../../bidResultWire', schemas: pick(bidResultWire, ['BidResultWire']) },
  { from: '../../capitalWire', schemas: pick(capitalWire, ['CapitalUserWire', 'CapitalAccountWire']) },
  {
    from: '../../listingWire',
    schemas: pick(listingWire, [
      'ListingPageWire',
      'CountsWire',
      'CountsV2Wire',
      'AuctionLaneWire',
      'StatesAndSortsWire',
      'RunListWire',
    ]),
  },
  { from: '../../liveMessageWire', schemas: pick(liveMessageWire, ['LiveFrameWire']) },
  {
    from: '../../loyaltyWire',
    schemas: pick(loyaltyWire, ['EligibilityListWire', 'EligibilityWire', 'OptInStatusListWire']),
  },
  {
    from: '../../notificationWire',
    schemas: pick(notificationWire, [
      'NotificationWire',
      'NotificationListWire',
      'NotificationPageWire',
      'CountsResultWire',
    ]),
  },
  {
    from: '../../searchWire',
    schemas: pick(searchWire, [
      'FilterOptionsWire',
      'SearchFiltersWire',
      'TrimOptionsWire',
      'ConditionOptionsWire',
      'SuggestionsWire',
      'RecentSearchesWire',
      'SavedSearchWire',
      'SavedSearchListWire',
    ]),
  },
  { from: '../../shortLivedTokenWire', schemas: pick(shortLivedTokenWire, ['ShortLivedTokenWire']) },
  {
    from: '../../termsWire',
    schemas: pick(termsWire, ['AcceptanceRequiredWire', 'TermsContentWire', 'AcceptanceResultWire']),
  },
  {
    from: '../../userWire',
    schemas: pick(userWire, ['UserWire', 'TokenPairWire', 'LoginDataWire', 'FeatureFlagsWire']),
  },
]
