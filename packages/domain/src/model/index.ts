/**
 * @gavel/domain/model — The vocabulary: values and their schemas, ids, tagged errors, every quoted text, constants, flag slugs.
 * The deliberate public surface of this part (docs/adr/0042): a name not listed here stays private to the domain.
 */

export { Constants, LANE_SETS } from '../constants'
export type { DomainError } from '../errors'
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
} from '../errors'
export type { FlagSlug } from '../featureFlags'
export { FlagSlugs, isFlagOn } from '../featureFlags'
export type { ToastKind } from '../messages'
export { emptyListMessage, Labels, Messages, SavedAuctionActionTexts, ToastHeaders } from '../messages'
/** Brand constructors and named values, without effect's runtime (docs/adr/0039). */
export { auctionId, dealerId, dollars, epochMillis, userId } from '../values/brands'
export { DealershipTypes } from '../values/dealershipTypes'
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
} from './auction'
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
} from './auction'
export type { AuctionClaim, ClaimDealer, ClaimState, OfferIntent, PersistentProxyReceipt } from './auctionActions'
export {
  AuctionClaim as AuctionClaimSchema,
  ClaimDealer as ClaimDealerSchema,
  ClaimState as ClaimStateSchema,
  PersistentProxyReceipt as PersistentProxyReceiptSchema,
} from './auctionActions'
export type {
  CarfaxAlert,
  CarfaxReport,
  DealershipPerformance,
  DownloadedFile,
  NotificationInfo,
} from './auctionInsights'
export {
  CarfaxAlert as CarfaxAlertSchema,
  CarfaxReport as CarfaxReportSchema,
  DealershipPerformance as DealershipPerformanceSchema,
  NotificationInfo as NotificationInfoSchema,
} from './auctionInsights'
export type { BidIntent } from './bid'
export { BidReceipt } from './bid'
export type { LimitKind } from './buyingLimits'
export { BuyingLimits } from './buyingLimits'
export type { ConditionQuestion, ConditionReport, ConditionSection } from './conditionReport'
export {
  ConditionQuestion as ConditionQuestionSchema,
  ConditionReport as ConditionReportSchema,
  ConditionSection as ConditionSectionSchema,
  flaggedCount,
} from './conditionReport'
export type { GalleryImage } from './gallery'
export { GalleryImage as GalleryImageSchema } from './gallery'
export { AuctionId, DealerId, Dollars, EpochMillis, LaneId, UserId } from './ids'
export type { LiveAuctionUpdate, LiveMessageType, PushMessageType } from './liveMessage'
export {
  LiveAuctionUpdate as LiveAuctionUpdateSchema,
  LiveMessage,
  LiveMessageType as LiveMessageTypeSchema,
  PushMessageType as PushMessageTypeSchema,
} from './liveMessage'
export type { DealerLoyalty } from './loyalty'
export { DealerLoyalty as DealerLoyaltySchema } from './loyalty'
export type { OfferAction, OfferStateName, OfferStateValue } from './offer'
export {
  Offer,
  OfferAction as OfferActionSchema,
  OfferStates,
  OfferStateValue as OfferStateValueSchema,
  offerStateName,
} from './offer'
export type { LaunchLane } from './savedAuction'
export {
  LaunchLane as LaunchLaneSchema,
  LaunchLaneRef,
  LaunchPayload,
  LaunchWindow,
  SavedAuction,
} from './savedAuction'
export type { SearchFilter } from './savedSearch'
export {
  AuctionAccessAccount,
  RunListItem,
  SavedSearch,
  SavedSearchId,
  SearchFilter as SearchFilterSchema,
} from './savedSearch'
export { FeatureFlags, Session, SessionTokens, UserPreferences } from './session'
export type { TermsAcceptance } from './terms'
export { Lane, TermsAcceptance as TermsAcceptanceSchema, TermsState } from './terms'
export type { TourStep } from './tour'
export { Notification, Setting, Tour, TourStep as TourStepSchema } from './tour'
export type { DealershipAddressSource } from './transport'
export {
  QuoteRequest,
  TransportAddress,
  TransportFilters,
  TransportJob,
  TransportPagination,
  TransportVehicle,
} from './transport'
export type { CapitalStanding, MemberType, TokenRole } from './user'
export {
  CapitalStanding as CapitalStandingSchema,
  Dealership,
  DealershipType,
  MemberType as MemberTypeSchema,
  TokenRole as TokenRoleSchema,
  User,
} from './user'
