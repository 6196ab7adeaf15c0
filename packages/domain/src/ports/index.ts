/**
 * @gavel/domain/ports — What the domain needs from the world, each with its port id.
 * The deliberate public surface of this part (docs/adr/0042): a name not listed here stays private to the domain.
 */

export type { AnalyticsValue } from './Analytics'
export { Analytics } from './Analytics'
export { AuctionAccessIssues } from './AuctionAccessIssues'
export { AuctionBidding } from './AuctionBidding'
export { AuctionClaims } from './AuctionClaims'
export { AuctionDocuments } from './AuctionDocuments'
export { AuctionHiding } from './AuctionHiding'
export { AuctionInsights } from './AuctionInsights'
export type {
  LaneCounts,
  ListingCounts,
  ListingLane,
  ListingPage,
  ListingQuery,
  ListingRequest,
  ListingStateOption,
  RunListRow,
} from './AuctionListing'
export { AuctionListing } from './AuctionListing'
export { AuctionOffers } from './AuctionOffers'
export { AuctionReserve } from './AuctionReserve'
export type { AuctionStatusEntry } from './AuctionStatuses'
export { AuctionStatuses } from './AuctionStatuses'
export { AuctionsById } from './AuctionsById'
export { BannerDismissals } from './BannerDismissals'
export { BuyingLimitsSource } from './BuyingLimitsSource'
export { CapitalStandingSource } from './CapitalStandingSource'
export { Clock } from './Clock'
export type { LockExpiry } from './CrossTabLock'
export { CrossTabLock } from './CrossTabLock'
export { DealerRewards } from './DealerRewards'
export { ErrorReporting } from './ErrorReporting'
export type { ToolLaunch } from './ExternalTools'
export { ExternalTools } from './ExternalTools'
export type { FeatureFlagStatus } from './FeatureFlagStore'
export { FeatureFlagStore } from './FeatureFlagStore'
export type { FlagOverrideMap } from './FlagOverrides'
export { FlagOverrides } from './FlagOverrides'
export type { Credentials } from './Identity'
export { Identity } from './Identity'
export { IdGenerator } from './IdGenerator'
export { LaneAgreements } from './LaneAgreements'
export type { ViewedLaunchMessages } from './LaunchMessages'
export { LaunchMessageLog, LaunchMessages } from './LaunchMessages'
export type { FeedListener, FeedStatus } from './LiveAuctionFeed'
export { LiveAuctionFeed } from './LiveAuctionFeed'
export type { NotificationCounts, NotificationsPage, RecentNotifications } from './Notifications'
export { ApprovalAnswers, Notifications } from './Notifications'
export { OutstandingAuctions } from './OutstandingAuctions'
export { PushDevices } from './PushDevices'
export type { PortId, PortResolver } from './portId'
export type { SavedSearchInput } from './SavedSearches'
export { SavedSearches } from './SavedSearches'
export type {
  ConditionOption,
  FilterDefinition,
  FilterOption,
  FilterValueOption,
  RecentSearch,
  SearchSuggestion,
} from './SearchOptions'
export { SearchOptions } from './SearchOptions'
export { SessionControl } from './SessionControl'
export { SessionVault } from './SessionVault'
export { TermsCheckLog } from './TermsCheckLog'
export { TermsOfService } from './TermsOfService'
export type { Timers } from './Timers'
export { TourProgress } from './TourProgress'
export { UserActivity } from './UserActivity'
export { UserNotices } from './UserNotices'
export type { UserPush } from './UserPushFeed'
export { UserPushFeed } from './UserPushFeed'
export { Watchlist } from './Watchlist'
