import { FlagSlugs, isFlagOn } from '../../featureFlags'
import type { OfferAction } from '../../model/offer'
import type { FeatureFlags } from '../../model/session'
import { isInNegotiation, isMakeOfferState } from '../../rules/statusGroups'
import type { Deal } from './deal'

/** Why the viewer cannot act on a deal now (shown beside the disabled controls). */
export const DealBlockedTexts = {
  limited: 'Your account is limited: you can read offers but not answer them.',
  restricted: 'Offers are restricted for your account.',
  waiting: 'Waiting for the other party to answer your offer.',
  closed: 'This negotiation is closed.',
} as const

export interface DealActions {
  /** The actions offered, in the order shown; empty with a reason when none. */
  readonly actions: readonly OfferAction[]
  readonly blocked: string | null
}

/**
 * The offer actions (marketplace §4: accept, reject, counter, make-offer) open to the viewer on a deal: answering
 * the other party's pending offer when it is the viewer's turn; make-offer on an auction in the make-offer state
 * (buyers only). Limited users act on nothing; restrict_offer (shell §4.3) stops counters and new offers.
 */
export const dealActions = (deal: Deal, limited: boolean, flags: FeatureFlags | null): DealActions => {
  const status = deal.auction.status
  const restricted = isFlagOn(flags, FlagSlugs.restrictOffer)
  const open = isInNegotiation(status) || (isMakeOfferState(status) && deal.side === 'buyer')
  if (!open) return { actions: [], blocked: DealBlockedTexts.closed }
  if (limited) return { actions: [], blocked: DealBlockedTexts.limited }
  if (isMakeOfferState(status))
    return restricted
      ? { actions: [], blocked: DealBlockedTexts.restricted }
      : { actions: ['make-offer'], blocked: null }
  if (!deal.canAct) return { actions: [], blocked: DealBlockedTexts.waiting }
  return restricted
    ? { actions: ['accept', 'reject'], blocked: null }
    : { actions: ['accept', 'reject', 'counter'], blocked: null }
}

/** The other party's pending offer the viewer answers, if any. */
export const offerToAnswer = (deal: Deal) => deal.offers.findLast((o) => o.state === 0 && o.side !== deal.side) ?? null
