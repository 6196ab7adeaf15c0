import type { AuctionStatus } from '../model/auction'

/**
 * Status groups of marketplace §4. Accepted, in negotiation, make-offer and relaunchable are the spec's
 * lists; upcoming, ended and final are designed here (docs/adr/0012) because the spec only says they exist:
 * - upcoming: not yet open for bids (run_list, preview, staging);
 * - ended: bidding is over (every status but active and the upcoming ones);
 * - final: ended and no longer in negotiation, so nothing about the sale can change any more.
 */
export const ACCEPTED_STATUSES = ['counter_accepted', 'counter_original_accepted', 'ended_accepted'] as const
export const IN_NEGOTIATION_STATUSES = ['awaiting_acceptance', 'counter_sent', 'negotiation'] as const
export const MAKE_OFFER_STATUSES = ['counter_original_declined', 'ended_declined', 'ended_nobid'] as const
export const RELAUNCHABLE_STATUSES = [
  'counter_original_declined',
  'ended_declined',
  'ended_nobid',
  'ended_killed',
  'ended_unwound',
] as const
export const UPCOMING_STATUSES = ['run_list', 'preview', 'staging'] as const

const has = (list: readonly AuctionStatus[], status: AuctionStatus): boolean => list.includes(status)

/** Accepted group (marketplace §4). */
export const isAccepted = (status: AuctionStatus): boolean => has(ACCEPTED_STATUSES, status)
/** In-negotiation group (marketplace §4). */
export const isInNegotiation = (status: AuctionStatus): boolean => has(IN_NEGOTIATION_STATUSES, status)
/** Make-offer state (marketplace §4). */
export const isMakeOfferState = (status: AuctionStatus): boolean => has(MAKE_OFFER_STATUSES, status)
/** Relaunchable group (marketplace §4). */
export const isRelaunchable = (status: AuctionStatus): boolean => has(RELAUNCHABLE_STATUSES, status)
/** Not yet open for bids (docs/adr/0012). */
export const isUpcoming = (status: AuctionStatus): boolean => has(UPCOMING_STATUSES, status)
/** Bidding is over (docs/adr/0012). */
export const isEnded = (status: AuctionStatus): boolean => status !== 'active' && !isUpcoming(status)
/** Ended and out of negotiation: the outcome is settled (docs/adr/0012). */
export const isFinal = (status: AuctionStatus): boolean => isEnded(status) && !isInNegotiation(status)
