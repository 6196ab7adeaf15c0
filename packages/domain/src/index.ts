/**
 * @gavel/domain — the product's memory of the business. Every export names what it is; no `export *`.
 */

/** Constants of shell §9 and marketplace §9. */
export { Constants, LANE_SETS } from './constants'
export type { DomainError } from './errors'
export {
  ActionRejected,
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
export type { ToastKind } from './messages'
/** Labels, saved auction action texts and the empty-list text (shell §2.1, §2.4, marketplace §4). */
export { emptyListMessage, Labels, Messages, SavedAuctionActionTexts, ToastHeaders } from './messages'
export type {
  Auction,
  AuctionLane,
  AuctionPermissions,
  AuctionSeller,
  AuctionStatus as AuctionStatusValue,
  HighBid,
  LaneKind,
  ProxyBid,
  StatusPill,
  Vehicle,
  VehicleImages,
} from './model/auction'
export {
  Auction as AuctionSchema,
  AuctionPermissions as AuctionPermissionsSchema,
  AuctionStatus,
  LaneKind as LaneKindSchema,
  StatusPill as StatusPillSchema,
} from './model/auction'
export type { BidIntent } from './model/bid'
export { BidReceipt } from './model/bid'
export {
  AuctionId,
  auctionId,
  DealerId,
  Dollars,
  dealerId,
  dollars,
  EpochMillis,
  epochMillis,
  LaneId,
  UserId,
  userId,
} from './model/ids'
export type { LiveAuctionUpdate, LiveMessageType, PushMessageType } from './model/liveMessage'
export { LiveMessage } from './model/liveMessage'
export { FeatureFlags, Session, SessionTokens, UserPreferences } from './model/session'
/** Capital standing of a user (shell §3, §6). */
export type { CapitalStanding, MemberType, TokenRole } from './model/user'
export {
  CapitalStanding as CapitalStandingSchema,
  Dealership,
  DealershipType,
  DealershipTypes,
  User,
} from './model/user'
/** Navigation guard (shell §4.1, §2.2; DECISIONS.md aliases). */
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
export { defaultMeta } from './navigation/routeMeta'
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
/** Post-login return target (DECISIONS.md). */
export { safeReturnTarget } from './navigation/safeReturnTarget'
/** Universal links (shell §2.2). */
export type { UniversalLinkTarget } from './navigation/universalLinks'
export { universalLinkTarget } from './navigation/universalLinks'
export { AuctionBidding } from './ports/AuctionBidding'
export { AuctionCatalog } from './ports/AuctionCatalog'
export type { ListingCounts, ListingPage, ListingQuery } from './ports/AuctionListing'
export { AuctionListing } from './ports/AuctionListing'
export { Clock } from './ports/Clock'
export { CrossTabLock } from './ports/CrossTabLock'
export type { Credentials } from './ports/Identity'
export { Identity } from './ports/Identity'
export { IdGenerator } from './ports/IdGenerator'
export type { FeedListener, FeedStatus } from './ports/LiveAuctionFeed'
export { LiveAuctionFeed } from './ports/LiveAuctionFeed'
export type { PortId, PortResolver } from './ports/portId'
export { createPortId } from './ports/portId'
export { SessionControl } from './ports/SessionControl'
export { SessionVault } from './ports/SessionVault'
export { isPrimarySeller, isPrimaryTopBidder, isTopBiddingDealership } from './rules/auctionRoles'
export type { BidAmountResult } from './rules/bidAmount'
export { parseBidAmount } from './rules/bidAmount'
export type { Countdown } from './rules/countdown'
export { countdown, FINAL_MINUTES_MS } from './rules/countdown'
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
export { NEAR_RESERVE_SHARE, reservePill, statusPills } from './rules/statusPills'
export type { Viewer } from './rules/viewer'
export { viewerOf } from './rules/viewer'
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
/** The session use case behind the SessionControl port (shell §4.2). */
export type { SessionControlDeps } from './useCases/sessionControl'
export { createSessionControl, TOKEN_REFRESH_LOCK } from './useCases/sessionControl'
