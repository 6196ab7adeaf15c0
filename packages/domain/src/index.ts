/**
 * @gavel/domain — the product's memory of the business. Every export names what it is; no `export *`.
 */

export type { CollectionMoves } from './collections/endMessage'
export { endMessageMoves } from './collections/endMessage'
export type { LiveLaneContext } from './collections/launchNotification'
export { appendLaunchedAuction } from './collections/launchNotification'
export type { LiveReaction } from './collections/liveReaction'
export { LIVE_REACTIONS, liveReaction } from './collections/liveReaction'
/** Collections (marketplace §4). */
export type { Collection } from './collections/membership'
export { collectionsOf, collectionsOfPills, PILL_COLLECTIONS } from './collections/membership'
export { isPolled } from './collections/polling'
/** Constants of shell §9 and marketplace §9. */
export { Constants, LANE_SETS } from './constants'
export type { DomainError } from './errors'
export {
  ActionRejected,
  BidAwaitsApproval,
  InvalidCredentials,
  InvalidInput,
  isDomainError,
  MalformedResponse,
  messageOf,
  NotFound,
  RequestCanceled,
  ServiceUnavailable,
  SessionExpired,
} from './errors'
/** Feature flag slugs and the default-false reading (shell §4.3). */
export type { FlagSlug } from './featureFlags'
export { FlagSlugs, isFlagOn } from './featureFlags'
export type { BulkLaunchResponse } from './launch/bulkLaunchError'
export { bulkLaunchError } from './launch/bulkLaunchError'
/** Launch (marketplace §3–§5, §8). */
export type { LaunchChoice } from './launch/launchPayload'
export { buildLaunchPayload, launchStartTime } from './launch/launchPayload'
export {
  runNumber,
  savedAuctionActionText,
  savedAuctionDealershipName,
  savedListDealerFilter,
} from './launch/savedAuctionText'
/** The search panel's filters (marketplace §2, §3 Saved search, §7 Search service). */
export {
  applySuggestedFilters,
  chooseFilterRange,
  chooseFilterValue,
  chosenRange,
  chosenValue,
  quickFilterOf,
  quickFiltersOf,
  removeFilter,
  toggleFilterValue,
} from './listing/filters'
export {
  describeFilter,
  describeFilters,
  FilterTexts,
  filterTypeLabel,
  SAVED_SEARCH_NAME_MAX,
  savedSearchNameProblem,
} from './listing/filtersText'
/** Listing query and sort options (shell §2.2, marketplace §2, §3, §5). */
export type { ListingParams } from './listing/listingQuery'
export {
  chooseState,
  DEFAULT_STATE,
  defaultListingParams,
  parseListingQuery,
  searchDefaults,
  serializeListingQuery,
} from './listing/listingQuery'
export type { ListingSource } from './listing/listingView'
export {
  chooseLane,
  chooseSort,
  DEFAULT_LANE,
  isEndedState,
  laneKey,
  listingSort,
  listingSource,
  selectedLane,
  showDirectory,
} from './listing/listingView'
export { quickFiltersToFilters, quickFilterToFilter } from './listing/quickFilters'
export type { SortOption } from './listing/sortOptions'
export {
  DEFAULT_SORT,
  ENDED_SORTS,
  ENDED_STATES,
  LIVE_SORTS,
  serverSort,
  sortOptionsFor,
  validSort,
} from './listing/sortOptions'
/** Loyalty (marketplace §4). */
export {
  checksLoyaltyEligibility,
  dealersToOptIn,
  eligibilityFrom,
  showsRewardsButton,
} from './loyalty/loyaltyRules'
export type { RewardsButtonState } from './loyalty/rewardsButton'
export { rewardsButtonFor } from './loyalty/rewardsButton'
export type { ToastKind } from './messages'
/** Labels, saved auction action texts and the empty-list text (shell §2.1, §2.4, marketplace §4). */
export { emptyListMessage, Labels, Messages, SavedAuctionActionTexts, ToastHeaders } from './messages'
/** Model additions (marketplace §3, shell §3). */
export type {
  Auction,
  AuctionLane,
  AuctionLights,
  AuctionPermissions,
  AuctionSeller,
  AuctionStatus as AuctionStatusValue,
  DealershipMemberBid,
  HighBid,
  LaneInfo,
  LaneKind,
  NegotiationInfo,
  PendingOffer,
  ProxyBid,
  StatusPill,
  Vehicle,
  VehicleImages,
} from './model/auction'
/** Schemas of the auction's parts, for adapters that decode them alone (marketplace §3). */
export {
  Auction as AuctionSchema,
  AuctionDetails,
  AuctionLane as AuctionLaneSchema,
  AuctionLights as AuctionLightsSchema,
  AuctionPermissions as AuctionPermissionsSchema,
  AuctionSeller as AuctionSellerSchema,
  AuctionStatus,
  DealershipMemberBid as DealershipMemberBidSchema,
  HighBid as HighBidSchema,
  LaneInfo as LaneInfoSchema,
  LaneKind as LaneKindSchema,
  NegotiationInfo as NegotiationInfoSchema,
  PendingOffer as PendingOfferSchema,
  ProxyBid as ProxyBidSchema,
  StatusPill as StatusPillSchema,
  Vehicle as VehicleSchema,
  VehicleImages as VehicleImagesSchema,
} from './model/auction'
/** The detail page's actions (marketplace §3, §7 Single auction, Claims; docs/adr/0015). */
export type {
  AuctionClaim,
  ClaimDealer,
  ClaimState,
  OfferIntent,
  PersistentProxyReceipt,
} from './model/auctionActions'
export {
  AuctionClaim as AuctionClaimSchema,
  ClaimDealer as ClaimDealerSchema,
  ClaimState as ClaimStateSchema,
  PersistentProxyReceipt as PersistentProxyReceiptSchema,
} from './model/auctionActions'
/** The detail page's parts (marketplace §3 display fields, §7 Single auction). */
export type {
  CarfaxAlert,
  CarfaxReport,
  DealershipPerformance,
  DownloadedFile,
  NotificationInfo,
} from './model/auctionInsights'
export {
  CarfaxAlert as CarfaxAlertSchema,
  CarfaxReport as CarfaxReportSchema,
  DealershipPerformance as DealershipPerformanceSchema,
  NotificationInfo as NotificationInfoSchema,
} from './model/auctionInsights'
export type { BidIntent } from './model/bid'
export { BidReceipt } from './model/bid'
export { BuyingLimits, type LimitKind } from './model/buyingLimits'
export type { ConditionQuestion, ConditionReport, ConditionSection } from './model/conditionReport'
export {
  ConditionQuestion as ConditionQuestionSchema,
  ConditionReport as ConditionReportSchema,
  ConditionSection as ConditionSectionSchema,
  flaggedCount,
} from './model/conditionReport'
export type { GalleryImage } from './model/gallery'
export { GalleryImage as GalleryImageSchema } from './model/gallery'
export { AuctionId, DealerId, Dollars, EpochMillis, LaneId, UserId } from './model/ids'
export type { LiveAuctionUpdate, LiveMessageType, PushMessageType } from './model/liveMessage'
export {
  LiveAuctionUpdate as LiveAuctionUpdateSchema,
  LiveMessage,
  LiveMessageType as LiveMessageTypeSchema,
  PushMessageType as PushMessageTypeSchema,
} from './model/liveMessage'
export type { DealerLoyalty } from './model/loyalty'
export { DealerLoyalty as DealerLoyaltySchema } from './model/loyalty'
export type { OfferAction, OfferStateName, OfferStateValue } from './model/offer'
export {
  Offer,
  OfferAction as OfferActionSchema,
  OfferStates,
  OfferStateValue as OfferStateValueSchema,
  offerStateName,
} from './model/offer'
export type { LaunchLane } from './model/savedAuction'
export {
  LaunchLane as LaunchLaneSchema,
  LaunchLaneRef,
  LaunchPayload,
  LaunchWindow,
  SavedAuction,
} from './model/savedAuction'
export type { SearchFilter } from './model/savedSearch'
export {
  AuctionAccessAccount,
  RunListItem,
  SavedSearch,
  SavedSearchId,
  SearchFilter as SearchFilterSchema,
} from './model/savedSearch'
export { FeatureFlags, Session, SessionTokens, UserPreferences } from './model/session'
export type { TermsAcceptance } from './model/terms'
export { Lane, TermsAcceptance as TermsAcceptanceSchema, TermsState } from './model/terms'
export type { TourStep } from './model/tour'
export { Notification, Setting, Tour, TourStep as TourStepSchema } from './model/tour'
export type { DealershipAddressSource } from './model/transport'
export {
  QuoteRequest,
  TransportAddress,
  TransportFilters,
  TransportJob,
  TransportPagination,
  TransportVehicle,
} from './model/transport'
/** Capital standing of a user (shell §3, §6). */
export type { CapitalStanding, MemberType, TokenRole } from './model/user'
export {
  CapitalStanding as CapitalStandingSchema,
  Dealership,
  DealershipType,
  MemberType as MemberTypeSchema,
  TokenRole as TokenRoleSchema,
  User,
} from './model/user'
/** Navigation guard (shell §4.1, §2.2; ADR 0029 aliases). */
export type { NavigationDecision, NavigationInput, NavigationSession } from './navigation/guard'
export { decideNavigation, followNavigation } from './navigation/guard'
/** /jwt-embed whitelist (shell §2.2). */
export type { JwtEmbedTargetName } from './navigation/jwtEmbed'
export { JWT_EMBED_TARGETS, jwtEmbedTarget } from './navigation/jwtEmbed'
/** The listing page and the Marketplace <-> Search redirect (shell §2.1, §2.2). */
export type { ListingPageName } from './navigation/listingPath'
export { listingPage, listingPath, mapLaneForPage, switchListingPage } from './navigation/listingPath'
export type { RouteMatch } from './navigation/matchRoute'
export { matchRoute, normalizePathname } from './navigation/matchRoute'
/** A query-string codec for the domain (no DOM globals). */
export type { QueryEntries } from './navigation/query'
export { parseQuery, queryValue, serializeQuery } from './navigation/query'
/** Route table with meta (shell §2.1–§2.4). */
export type { EndpointContext, HeaderVariant, RouteMeta } from './navigation/routeMeta'
export { defaultMeta, metaPresets } from './navigation/routeMeta'
export type { RouteAccess, RouteEntry } from './navigation/routes'
export {
  ADMIN_ONLY_SETTINGS,
  DEFAULT_BACK_ROUTE,
  myAccountRoutes,
  routeById,
  routeTable,
  settingsRoutes,
  shellRoutes,
  TITLE_TABS,
} from './navigation/routes'
/** Post-login return target (ADR 0029). */
export { safeReturnTarget } from './navigation/safeReturnTarget'
/** Universal links (shell §2.2). */
export type { AppStorePlatform, UniversalLinkTarget } from './navigation/universalLinks'
export { mobilePlatformOf, universalLinkTarget } from './navigation/universalLinks'
/** Offers (marketplace §4, §5). */
export type { OfferActionRequest, OfferActionResult } from './offers/offerAction'
export { offerActionRequest, parseOfferAction } from './offers/offerAction'
export type { AnalyticsValue } from './ports/Analytics'
export { Analytics } from './ports/Analytics'
export { AuctionAccessIssues } from './ports/AuctionAccessIssues'
export { AuctionBidding } from './ports/AuctionBidding'
export { AuctionCatalog } from './ports/AuctionCatalog'
export { AuctionClaims } from './ports/AuctionClaims'
export { AuctionDocuments } from './ports/AuctionDocuments'
export { AuctionHiding } from './ports/AuctionHiding'
export { AuctionInsights } from './ports/AuctionInsights'
export type {
  LaneCounts,
  ListingCounts,
  ListingLane,
  ListingPage,
  ListingQuery,
  ListingRequest,
  ListingStateOption,
  RunListRow,
} from './ports/AuctionListing'
export { AuctionListing } from './ports/AuctionListing'
export { AuctionOffers } from './ports/AuctionOffers'
export { AuctionReserve } from './ports/AuctionReserve'
export type { AuctionStatusEntry } from './ports/AuctionSync'
export { AuctionSync } from './ports/AuctionSync'
export { BannerDismissals } from './ports/BannerDismissals'
export { BuyingLimitsSource } from './ports/BuyingLimitsSource'
export { CapitalStandingSource } from './ports/CapitalStandingSource'
export { Clock } from './ports/Clock'
export { CrossTabLock } from './ports/CrossTabLock'
export { DealerRewards } from './ports/DealerRewards'
export { ErrorReporting } from './ports/ErrorReporting'
export type { ToolLaunch } from './ports/ExternalTools'
export { ExternalTools } from './ports/ExternalTools'
export type { FeatureFlagStatus } from './ports/FeatureFlagStore'
export { FeatureFlagStore } from './ports/FeatureFlagStore'
export type { FlagOverrideMap } from './ports/FlagOverrides'
export { FlagOverrides } from './ports/FlagOverrides'
export type { Credentials } from './ports/Identity'
export { Identity } from './ports/Identity'
export { IdGenerator } from './ports/IdGenerator'
export { LaneAgreements } from './ports/LaneAgreements'
export type { ViewedLaunchMessages } from './ports/LaunchMessages'
export { LaunchMessageLog, LaunchMessages } from './ports/LaunchMessages'
export type { FeedListener, FeedStatus } from './ports/LiveAuctionFeed'
export { LiveAuctionFeed } from './ports/LiveAuctionFeed'
export type { NotificationCounts, NotificationsPage, RecentNotifications } from './ports/Notifications'
export { Notifications } from './ports/Notifications'
export { OutstandingAuctions } from './ports/OutstandingAuctions'
export { PushDevices } from './ports/PushDevices'
export type { PortId, PortResolver } from './ports/portId'
export { createPortId } from './ports/portId'
export type { SavedSearchInput } from './ports/SavedSearches'
export { SavedSearches } from './ports/SavedSearches'
export type {
  ConditionOption,
  FilterDefinition,
  FilterOption,
  FilterValueOption,
  RecentSearch,
  SearchSuggestion,
} from './ports/SearchCatalog'
export { SearchCatalog } from './ports/SearchCatalog'
export { SessionControl } from './ports/SessionControl'
export { SessionVault } from './ports/SessionVault'
/** Terms of service (marketplace §7) and the once-a-day check record (shell §5). */
export { TermsCheckLog } from './ports/TermsCheckLog'
export { TermsOfService } from './ports/TermsOfService'
export { TourProgress } from './ports/TourProgress'
export { UserActivity } from './ports/UserActivity'
export { UserNotices } from './ports/UserNotices'
export type { UserPush } from './ports/UserPushFeed'
export { UserPushFeed } from './ports/UserPushFeed'
export { Watchlist } from './ports/Watchlist'
export {
  initialProxyMax,
  offerDealer,
  parseProxyMax,
  proxyBelowMinimumText,
  stepProxyMax,
} from './rules/actionAmounts'
export type { LightColor, LitLight } from './rules/auctionLights'
export { LightTexts, litLights } from './rules/auctionLights'
export { isPrimarySeller, isPrimaryTopBidder, isTopBiddingDealership } from './rules/auctionRoles'
export type { BidAmountResult } from './rules/bidAmount'
export { parseBidAmount } from './rules/bidAmount'
export { BID_INCREMENT, BidBlockedTexts, bidBlockReason, nextBid } from './rules/bidding'
export { limitBreach, limitHint } from './rules/buyingLimits'
export type { Countdown } from './rules/countdown'
export { countdown, FINAL_MINUTES_MS } from './rules/countdown'
export type { ActionContext, DetailActionBlocks } from './rules/detailActions'
export {
  ActionBlockedTexts,
  detailActionBlocks,
  showsPersistentProxy,
  showsRemoveReserve,
} from './rules/detailActions'
export { applyLiveMessage } from './rules/liveMessages'
export { formatUsd } from './rules/money'
/** Permissions and menus (shell §5, §6). */
export type { Permissions } from './rules/permissions'
export {
  ADVANTAGE_ONLY_PRODUCT_LINE,
  canSell,
  dealershipsByRole,
  hasMultipleDealerships,
  highestMemberType,
  isAdmin,
  isCapitalUser,
  isLaunchGuaranteedSale,
  isLimited,
  isRewardsEligible,
  isVci,
  multibuyerDealerships,
  permissionsOf,
  rewardsDealerships,
  showsCapitalMenu,
  showsInvoicesMenu,
} from './rules/permissions'
/** Proxies and numeric bids (marketplace §3, §5; shell §5). */
export {
  bidFromNumber,
  DEFAULT_PROXY_BID_INTERVAL,
  minimumNextBid,
  persistentProxyEndsAt,
  proxyBidInterval,
} from './rules/proxy'
export { statusIsNewer, takeServerRow } from './rules/serverRow'
/** Status groups (marketplace §4; upcoming, ended, final per docs/adr/0012). */
export {
  ACCEPTED_STATUSES,
  IN_NEGOTIATION_STATUSES,
  isAccepted,
  isEnded,
  isFinal,
  isInNegotiation,
  isMakeOfferState,
  isRelaunchable,
  isUpcoming,
  MAKE_OFFER_STATUSES,
  RELAUNCHABLE_STATUSES,
  UPCOMING_STATUSES,
} from './rules/statusGroups'
export { NEAR_RESERVE_SHARE, reservePill, statusPills } from './rules/statusPills'
export type { Viewer } from './rules/viewer'
export { viewerOf } from './rules/viewer'
/** Whoever keeps per-session state hears the session end here (shell §4.5, §8). */
export { onSessionEnded } from './session/onSessionEnded'
/** Token refresh policy, timers, refresh-token shape and clock drift (shell §4.2). */
export {
  CLOCK_DRIFT_THRESHOLD_MS,
  clockOffsetFrom,
  hasClockDrift,
  IDLE_AFTER_MS,
  isIdle,
  isValidRefreshToken,
  needsRefresh,
  needsUserRecheck,
  REFRESH_AFTER_MS,
  REFRESH_BEFORE_EXPIRY_MS,
  REFRESH_LOCK_MS,
  USER_RECHECK_MS,
} from './session/refreshPolicy'
export type { Announcement } from './shell/announcements'
export { AUCTION_ACCESS_BANNER, EULA_REVIEW_BANNER, visibleAnnouncements } from './shell/announcements'
/** The launch message (shell §2.1, §9). */
export { launchMessageToShow, pruneViewedLaunchMessages } from './shell/launchMessage'
/** Mobile top bar, marketing and footer links (shell §2.1, marketplace §2). */
export { FILTERS_PANEL_QUERY, MobileTopBarTitles, mobileTopBarTitle } from './shell/mobileTopBar'
/** Header links and user menu (shell §2.1). */
export type { NavLink } from './shell/navLinks'
export { APPRAISAL_FAILED, navLinks, userMenuEntries } from './shell/navLinks'
/** Shell rules (shell §2.1, §4.6, §8). */
export { notificationBadge, notificationTarget } from './shell/notificationBadge'
export { DEFAULT_BRAND, displayName, environmentBanner, initials, pageTitle } from './shell/pageTitle'
export type { RemoteFailureNote, RemoteModule, RemoteModuleName } from './shell/remoteModules'
export {
  noteRemoteModuleFailure,
  REMOTE_MODULE_LOAD_FAILED,
  RemoteModules,
  remoteModuleFailedText,
} from './shell/remoteModules'
export { rewardsButtonText } from './shell/rewardsText'
/** Shell states (shell §4.1, §4.6; marketplace §4). */
export {
  dealerActivationToast,
  loadsPendingProxies,
  outstandingCheckDue,
  serviceWorkerUpdateAction,
} from './shell/shellStates'
export type { SiteLink } from './shell/siteLinks'
export {
  appStoreLinks,
  copyright,
  DEFAULT_MARKETING_SITE,
  footerLinks,
  signedOutActions,
  signedOutLinks,
  socialLinks,
} from './shell/siteLinks'
export { toastHeader } from './shell/toastHeader'
export { TaggedError } from './taggedError'
export { TermsBlock, TermsCheck, TermsDocument } from './terms/termsDocument'
export { TermsRetrieveFailed, TermsSaveFailed, termsErrorText, termsFailureToast } from './terms/termsErrors'
export type { TermsEvent, TermsFlow } from './terms/termsFlow'
export { initialTermsFlow, termsFlow } from './terms/termsFlow'
/** Terms of service (marketplace §4, §5). */
export type { TermsModalControls } from './terms/termsRules'
export {
  eulaRequiredForLane,
  scrolledToEnd,
  showsCreditBanner,
  showsEulaBanner,
  termsCheckDue,
  termsModalControls,
} from './terms/termsRules'
export type { TourEvent, TourEventName, TourState, TourStepRef } from './tours/tourMachine'
export { initialTourState, tourMachine } from './tours/tourMachine'
/** Guided tours (shell §4.5). */
export type { Chapter5SubChapter, TourChapter, TourStartInput } from './tours/tourRules'
export {
  autoStartsTour0,
  availableChapters,
  CHAPTER5_LINKED,
  CHAPTER5_SUBCHAPTERS,
  canStartTour,
  LEGACY_FILTERS_CHAPTER,
  markTourComplete,
  parseCompletedTours,
  serializeCompletedTours,
  TOUR_CHAPTERS,
  TOUR_MIN_WIDTH_PX,
} from './tours/tourRules'
/** Transport (marketplace §3–§5). */
export type { JobsListEvent, JobsListState } from './transport/jobsList'
export { initialJobsList, jobsList, noFilters } from './transport/jobsList'
export type { GatePass, OrderFlowEvent, OrderFlowState } from './transport/orderFlow'
export {
  canAddVehicles,
  contactPhone,
  initialOrderFlow,
  MAX_VEHICLES_PER_ORDER,
  needsDealerPhoneLookup,
  orderFlow,
  toTransportAddress,
} from './transport/orderFlow'
/** Feature flags (shell §4.3) and the 14-minute user recheck (shell §4.2, §4.6). */
export type { FeatureFlagStoreDeps } from './useCases/featureFlagStore'
export { createFeatureFlagStore } from './useCases/featureFlagStore'
/** The capital standing loaded at sign-in (shell §2.1, §6). */
export type { LoadCapitalStandingDeps } from './useCases/loadCapitalStanding'
export { loadCapitalStanding } from './useCases/loadCapitalStanding'
/** The session use case behind the SessionControl port (shell §4.2). */
export type { OutstandingSession } from './useCases/outstandingCheck'
export {
  createOutstandingCheck,
  lockedToOutstanding,
  OUTSTANDING_RETRY_AFTER_FAILURE_MS,
  OutstandingCheck,
} from './useCases/outstandingCheck'
export type { RecheckUserDeps } from './useCases/recheckUser'
export { recheckUser } from './useCases/recheckUser'
export type { SessionControlDeps } from './useCases/sessionControl'
export { createSessionControl, TOKEN_REFRESH_LOCK } from './useCases/sessionControl'
/** Brand constructors and named values, without effect's runtime (docs/adr/0039). */
export { auctionId, dealerId, dollars, epochMillis, userId } from './values/brands'
export { DealershipTypes } from './values/dealershipTypes'
