import { nextValidBid } from '../world/auctions'
import { laneAdmits } from '../world/lanes'
import type { Auction, User, World } from '../world/types'

/** Why a bid was refused, with the status the buying gateway answers (ADR 0001, contracts/openapi/buying.yaml). */
export interface BidRefusal {
  readonly ok: false
  readonly status: 403 | 404 | 409 | 422
  readonly code: string
  readonly detail: string
}

const refuse = (status: BidRefusal['status'], code: string, detail: string): BidRefusal => ({
  ok: false,
  status,
  code,
  detail,
})

const dollars = (n: number): string => `$${n.toLocaleString('en-US')}`

/** Scheduled auctions take proxy bids (proxy_scheduled) but no direct bids until they start. */
const SCHEDULED = new Set(['preview', 'run_list'])

/**
 * The rules a bid must pass before it is placed: a whole-dollar amount, an auction that is running (or scheduled,
 * for a proxy), a user who may bid in this lane and is not the seller, and an amount at least the next valid bid.
 * Returns the refusal, or null when the bid may be placed.
 */
export const checkBid = (
  world: World,
  user: User | undefined,
  auction: Auction | undefined,
  amount: number,
  proxy: boolean,
  at: number,
): BidRefusal | null => {
  if (!Number.isSafeInteger(amount) || amount < 1) {
    return refuse(422, 'amount_not_integer', 'The bid amount must be a whole number of dollars.')
  }
  if (!auction) return refuse(404, 'not_found', 'This auction does not exist.')
  if (!user) return refuse(403, 'user_unknown', 'Unknown bidder.')
  if (user.role === 'readonly' || !user.active) {
    return refuse(403, 'user_may_not_bid', 'Your account is read-only: you may browse but not bid.')
  }
  const dealerId = user.defaultDealerId
  const dealer = dealerId === null ? undefined : world.dealerships.get(dealerId)
  if (!dealer?.active) return refuse(403, 'dealer_inactive', 'Your dealership is not currently active.')
  if (auction.sellerUserId === user.id || auction.sellerDealerId === dealerId) {
    return refuse(403, 'own_auction', 'You cannot bid on an auction your dealership is selling.')
  }
  const lane = world.lanes.get(auction.laneId)
  if (!lane || !laneAdmits(lane, dealerId) || !(proxy ? lane.canProxyBid : lane.canBid)) {
    return refuse(403, 'lane_not_allowed', 'Your dealership may not bid in this lane.')
  }
  const scheduled = SCHEDULED.has(auction.status)
  if (scheduled && !proxy) return refuse(409, 'auction_not_started', 'This auction has not started yet.')
  if (!scheduled && (auction.status !== 'active' || at >= auction.endTime)) {
    return refuse(409, 'auction_ended', 'This auction has ended.')
  }
  const minimum = nextValidBid(auction)
  if (amount < minimum) return refuse(409, 'bid_too_low', `Your bid must be at least ${dollars(minimum)}.`)
  return null
}
