import { InvalidInput } from '../errors'
import { Messages } from '../messages'
import type { DealerId, Dollars } from '../model/ids'
import { OfferAction } from '../model/offer'
import type { User } from '../model/user'

export type OfferActionResult =
  | { readonly ok: true; readonly action: OfferAction }
  | { readonly ok: false; readonly error: InvalidInput }

/** The action must be accept, reject, counter or make-offer, else 'Invalid action' (marketplace §5). */
export const parseOfferAction = (raw: string): OfferActionResult =>
  (OfferAction.literals as readonly string[]).includes(raw)
    ? { ok: true, action: raw as OfferAction }
    : { ok: false, error: new InvalidInput({ message: Messages.invalidOfferAction, field: 'action' }) }

/** What is sent for an offer action (the adapter spells it {amount, dealer_id}). */
export interface OfferActionRequest {
  readonly action: OfferAction
  readonly amount: Dollars | null
  readonly dealerId?: DealerId
}

/**
 * The request for an offer action (marketplace §5): counter and make-offer add the dealer id only when the user
 * has a single dealership (a multi-dealership user's dealership is chosen on the server side).
 */
export const offerActionRequest = (action: OfferAction, amount: Dollars | null, user: User): OfferActionRequest => {
  const single = user.dealerships.length === 1 ? user.dealerships[0] : undefined
  const needsDealer = action === 'counter' || action === 'make-offer'
  return needsDealer && single !== undefined ? { action, amount, dealerId: single.id } : { action, amount }
}
