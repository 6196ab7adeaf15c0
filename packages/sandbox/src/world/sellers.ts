import type { Bidder } from './auctions'
import { sellingTypes } from './dealerships'
import { PERSONA_IDS } from './personas'
import type { Rng } from './prng'
import type { World } from './types'

/** Who can sell: every background user whose dealership sells, plus the seller and admin personas. */
export const sellersOf = (world: World): Bidder[] => {
  const result: Bidder[] = []
  for (const user of world.users.values()) {
    if (user.persona !== undefined || user.defaultDealerId === null) continue
    const dealer = world.dealerships.get(user.defaultDealerId)
    if (dealer && sellingTypes.includes(dealer.type)) result.push({ userId: user.id, dealerId: dealer.id })
  }
  return result
}

/** The background dealers who bid. */
export const biddersOf = (world: World): Bidder[] =>
  [...world.users.values()]
    .filter((u) => u.persona === undefined && u.defaultDealerId !== null)
    .map((u) => ({ userId: u.id, dealerId: u.defaultDealerId as number }))

const SELLER_PERSONA: Bidder = { userId: PERSONA_IDS.seller, dealerId: 102 }
const ADMIN_PERSONA: Bidder = { userId: PERSONA_IDS.admin, dealerId: 103 }

/** A seller for a new auction: mostly background dealers, sometimes the seller or admin persona. */
export const pickSeller = (rng: Rng, sellers: readonly Bidder[]): Bidder => {
  const r = rng.next()
  if (r < 0.06) return SELLER_PERSONA
  if (r < 0.08) return ADMIN_PERSONA
  return rng.pick(sellers)
}
