import { InvalidInput } from '../errors'
import { Messages } from '../messages'
import type { Dollars } from '../model/ids'
import { dollars } from '../values/brands'

export type BidAmountResult =
  | { readonly ok: true; readonly amount: Dollars }
  | { readonly ok: false; readonly error: InvalidInput }

/**
 * Bid numbers must be integers, else 'Tried setting a value that was NaN!' (shell §5, marketplace §5).
 * Accepts what a dealer types: digits with optional `$`, thousands commas and surrounding spaces.
 */
export const parseBidAmount = (raw: string): BidAmountResult => {
  const cleaned = raw.trim().replace(/^\$/, '').replace(/,/g, '')
  const n = /^\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN
  if (!Number.isSafeInteger(n) || n <= 0) {
    return { ok: false, error: new InvalidInput({ message: Messages.bidNotANumber, field: 'amount' }) }
  }
  return { ok: true, amount: dollars(n) }
}
