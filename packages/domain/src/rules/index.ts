/**
 * @gavel/domain/rules — Pure decisions: auction rules, collections, listing and filters, launch, offers, terms, tours, transport, loyalty, the shell, session policy.
 * The deliberate public surface of this part (docs/adr/0042): a name not listed here stays private to the domain.
 */

export type { CollectionMoves } from '../collections/endMessage'
export type { LiveLaneContext } from '../collections/launchNotification'
export { appendLaunchedAuction } from '../collections/launchNotification'
export type { LiveReaction } from '../collections/liveReaction'
export type { Collection } from '../collections/membership'
export type { BulkLaunchResponse } from '../launch/bulkLaunchError'
export { bulkLaunchError } from '../launch/bulkLaunchError'
export type { LaunchChoice } from '../launch/launchPayload'
export { buildLaunchPayload, launchStartTime } from '../launch/launchPayload'
export {
  runNumber,
  savedAuctionActionText,
  savedAuctionDealershipName,
  savedListDealerFilter,
} from '../launch/savedAuctionText'
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
} from '../listing/filters'
export {
  describeFilter,
  describeFilters,
  FilterTexts,
  filterTypeLabel,
  savedSearchNameProblem,
} from '../listing/filtersText'
export type { ListingParams } from '../listing/listingQuery'
export { chooseState, parseListingQuery, searchDefaults, serializeListingQuery } from '../listing/listingQuery'
export type { ListingSource } from '../listing/listingView'
export {
  chooseLane,
  chooseSort,
  laneKey,
  listingSort,
  listingSource,
  selectedLane,
  showDirectory,
} from '../listing/listingView'
export { quickFiltersToFilters } from '../listing/quickFilters'
export type { SortOption } from '../listing/sortOptions'
export { checksLoyaltyEligibility, dealersToOptIn, eligibilityFrom, showsRewardsButton } from '../loyalty/loyaltyRules'
export type { RewardsButtonState } from '../loyalty/rewardsButton'
export { rewardsButtonFor } from '../loyalty/rewardsButton'
export type { OfferActionRequest, OfferActionResult } from '../offers/offerAction'
export { offerActionRequest, parseOfferAction } from '../offers/offerAction'
export { loginErrors } from '../session/loginErrors'
export { hasClockDrift, USER_RECHECK_MS } from '../session/refreshPolicy'
export type { Announcement } from '../shell/announcements'
export { AUCTION_ACCESS_BANNER, EULA_REVIEW_BANNER, visibleAnnouncements } from '../shell/announcements'
export { launchMessageToShow, pruneViewedLaunchMessages } from '../shell/launchMessage'
export { FILTERS_PANEL_QUERY, MobileTopBarTitles, mobileTopBarTitle } from '../shell/mobileTopBar'
export type { NavLink } from '../shell/navLinks'
export { APPRAISAL_FAILED, navLinks, userMenuEntries } from '../shell/navLinks'
export { notificationBadge, notificationTarget } from '../shell/notificationBadge'
export { displayName, environmentBanner, initials, pageTitle } from '../shell/pageTitle'
export type { RemoteFailureNote, RemoteModule, RemoteModuleName } from '../shell/remoteModules'
export { noteRemoteModuleFailure, RemoteModules, remoteModuleFailedText } from '../shell/remoteModules'
export { rewardsButtonText } from '../shell/rewardsText'
export { serviceWorkerUpdateAction } from '../shell/shellStates'
export type { SiteLink } from '../shell/siteLinks'
export {
  appStoreLinks,
  copyright,
  DEFAULT_MARKETING_SITE,
  footerLinks,
  signedOutActions,
  signedOutLinks,
  socialLinks,
} from '../shell/siteLinks'
export { TermsBlock, TermsCheck, TermsDocument } from '../terms/termsDocument'
export { TermsRetrieveFailed, TermsSaveFailed, termsErrorText, termsFailureToast } from '../terms/termsErrors'
export type { TermsEvent, TermsFlow } from '../terms/termsFlow'
export { initialTermsFlow, termsFlow } from '../terms/termsFlow'
export type { TermsModalControls } from '../terms/termsRules'
export {
  eulaRequiredForLane,
  scrolledToEnd,
  showsCreditBanner,
  showsEulaBanner,
  termsCheckDue,
  termsModalControls,
} from '../terms/termsRules'
export type { TourEvent, TourEventName, TourState, TourStepRef } from '../tours/tourMachine'
export { initialTourState, tourMachine } from '../tours/tourMachine'
export type { Chapter5SubChapter, TourChapter, TourStartInput } from '../tours/tourRules'
export {
  autoStartsTour0,
  CHAPTER5_SUBCHAPTERS,
  canStartTour,
  chapter5SubChapterAt,
  parseCompletedTours,
  serializeCompletedTours,
  TOUR_MIN_WIDTH_PX,
} from '../tours/tourRules'
export type { JobsListEvent, JobsListState } from '../transport/jobsList'
export { initialJobsList, jobsList } from '../transport/jobsList'
export type { GatePass, OrderFlowEvent, OrderFlowState } from '../transport/orderFlow'
export { initialOrderFlow, MAX_VEHICLES_PER_ORDER, needsDealerPhoneLookup, orderFlow } from '../transport/orderFlow'
export { initialProxyMax, offerDealer, parseProxyMax, proxyBelowMinimumText, stepProxyMax } from './actionAmounts'
export type { LightColor, LitLight } from './auctionLights'
export { LightTexts, litLights } from './auctionLights'
export { isPrimarySeller, isPrimaryTopBidder, isTopBiddingDealership } from './auctionRoles'
export type { BidAmountResult } from './bidAmount'
export { parseBidAmount } from './bidAmount'
export { BID_INCREMENT, BidBlockedTexts, bidBlockReason, nextBid } from './bidding'
export { limitBreach, limitHint } from './buyingLimits'
export type { Countdown } from './countdown'
export { countdown } from './countdown'
export type { ActionContext, DetailActionBlocks } from './detailActions'
export { ActionBlockedTexts, detailActionBlocks, showsPersistentProxy, showsRemoveReserve } from './detailActions'
export { formatUsd } from './money'
export { formatNumber } from './numberFormat'
export type { Permissions } from './permissions'
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
} from './permissions'
export { proxyBidInterval } from './proxy'
export type { AuctionUpdate } from './reconcileAuction'
export { reconcileAuction, reconcileMessages } from './reconcileAuction'
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
} from './statusGroups'
export { statusPills } from './statusPills'
export type { Viewer } from './viewer'
export { viewerOf } from './viewer'
