/**
 * Every user-facing text of shell §8 and marketplace §8 (and the validation texts of §5), quoted verbatim.
 * Screens and adapters take texts from here; nothing else spells them.
 */
export const Messages = {
  defaultApiError: 'There was problem processing your request. Please try again or adjust your parameters.',
  auctionListFailed: 'There was a problem retrieving auctions. Please check your network and try again.',
  requestCanceled: 'Request canceled due to being idle or offline',
  tokenRefreshTimedOut: 'Timed out waiting for token refresh',
  appraisalAccessFailed: 'An error has occurred while trying to access Appraisal. Please try again.',
  logoutMissingParameters: 'missing required parameters for logout',
  noDataRetrieved: 'No data retrieved from request',
  bidNotANumber: 'Tried setting a value that was NaN!',
  invalidOfferAction: 'Invalid action',
  bulkLaunchNoData: 'No data returned from bulk auction launch.',
  nativeLoginFailed: 'Could not authenticate',
  summaryBalanceFailed: 'Failed to retrieve summary balance',
  termsRetrieveFailed: 'Failed to retrieve terms of service',
  termsSaveFailed: 'Failed to save acceptance of terms of service',
  savedAuctionFailed: 'Failed to get the saved auction',
  termsProcessFailed: 'Unable to process Terms of Service',
  termsAccepted: 'Terms of Service accepted successfully',
  reloadToUpdate: 'Please reload the page to update.',
  updateAvailable: 'Update Available',
  offline: 'You are currently offline.',
  dealerActivated: 'Your dealer has been activated!',
  dealerInactiveTitle: 'Your dealership is not currently active.',
  noName: 'No Name Available',
  rewardsDenied: 'Sorry, this program is not available for your dealership',
  termsModalTitle: 'Updated ACV Terms of Service',
  /** Terms of service failure: the spec asks to add a request to call support if it persists (marketplace §8). */
  termsProcessFailedHint: 'If the problem persists, please contact support by phone.',
  /** Rewards button texts (shell §2.1, marketplace §9); '{n} pts.' comes from rewardsButtonText. */
  rewardsProgram: 'Dealer Rewards Program',
  rewardsPointsUpdating: '-- pts. (updating)',
  /** A saved auction whose dealership is missing (marketplace §3). */
  unknownDealership: 'Unknown',
  /** Not in the specs: shown when the identity gateway rejects the credentials (docs/adr/0002). */
  /** Not in the specs: why a bid control is disabled (ADR 0029: disabled with a reason). */
  bidBlockedEnded: 'This auction has ended.',
  bidBlockedNotPermitted: 'Bidding is not available to you on this auction.',
  invalidCredentials: 'The email or password is incorrect.',
} as const

/** Toast headers of shell §8; info toasts have none. */
export const ToastHeaders = {
  error: 'There was a problem.',
  success: 'Success.',
  warning: 'Alert.',
  info: null,
} as const
export type ToastKind = keyof typeof ToastHeaders

/** Saved auction status to the action text it shows (marketplace §4). */
export const SavedAuctionActionTexts = {
  complete: 'Send To Auction',
  submitted: 'Auction Launched!',
  max_launches: 'No More Launches',
  expired: 'Expired',
  other: 'Missing Info',
} as const

/** Fixed labels the shell quotes (shell §2.1, §4.5). */
export const Labels = {
  logIn: 'LOG IN',
  registerNow: 'REGISTER NOW',
  startTutorial: 'START TUTORIAL',
  skip: 'SKIP',
  markAllAsRead: 'Mark All as Read',
  viewAll: 'View All',
  settings: 'Settings',
  tutorials: 'Tutorials',
  logout: 'Logout',
  newBadge: 'NEW',
} as const

/**
 * The empty-list text of a my-account list (shell §2.4), e.g. emptyListMessage('active buying') ->
 * "You don't currently have any active buying auctions. When you do, they'll appear here."
 */
export const emptyListMessage = (listName: string): string =>
  `You don't currently have any ${listName} auctions. When you do, they'll appear here.`
