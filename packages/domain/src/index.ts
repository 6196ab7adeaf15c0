/**
 * @gavel/domain — the product's memory of the business. Every export names what it is; no `export *`.
 */

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
export type { ToastKind } from './messages'
export { Messages, ToastHeaders } from './messages'
export type {
  Auction,
  AuctionLane,
  AuctionPermissions,
  AuctionSeller,
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
export type { MemberType, TokenRole } from './model/user'
export { Dealership, DealershipType, DealershipTypes, User } from './model/user'
export type { AuctionStatus as AuctionStatusValue } from './model/auction'
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
export { NEAR_RESERVE_SHARE, reservePill, statusPills } from './rules/statusPills'
export type { Viewer } from './rules/viewer'
export { viewerOf } from './rules/viewer'
