import { PERSONA_IDS } from '../world/personas'
import type { Auction, User } from '../world/types'

/**
 * Pact provider states named by the consumer's pacts (packages/sdk/pact), beyond the generic ones: the
 * consumer picks the ids, tokens and amounts, and the sandbox makes them true.
 */

/** A user with this id: an existing one, or a copy of the buyer persona under this id. */
export const ensureUser = (users: Map<number, User>, id: number): User => {
  const existing = users.get(id)
  if (existing) return existing
  const buyer = users.get(PERSONA_IDS.buyer)
  if (!buyer) throw new Error('the world has no buyer persona')
  const copy: User = { ...buyer, id, email: `pact-user-${id}@gavel.test`, persona: 'pact' }
  users.set(id, copy)
  return copy
}

/** Puts a high bid of exactly `amount` on the auction, from a background dealer who is not the seller. */
export const setHighBid = (auction: Auction, users: Map<number, User>, amount: number, at: number) => {
  const bidder = [...users.values()].find(
    (u) => u.persona === undefined && u.id !== auction.sellerUserId && u.defaultDealerId !== null,
  )
  if (!bidder || bidder.defaultDealerId === null) throw new Error('no background dealer to hold the high bid')
  auction.bids.length = 0
  auction.proxies.length = 0
  auction.bids.push({ amount, userId: bidder.id, dealerId: bidder.defaultDealerId, at, proxy: false })
}
