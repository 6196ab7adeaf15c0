import { laneAdmits } from '../world/lanes'
import { isFinalized } from '../world/myAuctions'
import type { Auction, AuctionStatus, User, World } from '../world/types'
import type { AuctionPermissionsWire } from './types'

/** Status groups of marketplace §4. */
const ACCEPTED: readonly AuctionStatus[] = ['counter_accepted', 'counter_original_accepted', 'ended_accepted']
const IN_NEGOTIATION: readonly AuctionStatus[] = ['awaiting_acceptance', 'counter_sent', 'negotiation']
const MAKE_OFFER: readonly AuctionStatus[] = ['counter_original_declined', 'ended_declined', 'ended_nobid']
const RELAUNCHABLE: readonly AuctionStatus[] = [
  'counter_original_declined',
  'ended_declined',
  'ended_nobid',
  'ended_killed',
  'ended_unwound',
]
const SCHEDULED: readonly AuctionStatus[] = ['preview', 'run_list']

/** The dealerships a user belongs to. */
export const dealerIdsOf = (user: User): readonly number[] => user.memberships.map((m) => m.dealerId)

/**
 * Per-auction permissions relative to the viewer (marketplace §3 "Permission flags", §6): limited users may do
 * nothing; sellers may not bid on their own dealership's auctions; private lanes admit invited dealerships only;
 * the winner finalizes; the seller's side negotiates, removes the reserve and relaunches.
 */
export const permissionsFor = (world: World, auction: Auction, viewer: User, now: number): AuctionPermissionsWire => {
  const lane = world.lanes.get(auction.laneId)
  const mine = dealerIdsOf(viewer)
  const limited = viewer.role === 'readonly' || !viewer.active
  const seller = auction.sellerUserId === viewer.id || mine.includes(auction.sellerDealerId)
  const high = auction.bids.at(-1)
  const winner = high !== undefined && (high.userId === viewer.id || mine.includes(high.dealerId))
  const running = auction.status === 'active' && now < auction.endTime
  const buyer = !limited && !seller && lane !== undefined && laneAdmits(lane, viewer.defaultDealerId)
  const proxy = auction.proxies.find((p) => p.userId === viewer.id)
  const purchasable = running && buyer && lane?.canBuy === true && auction.purchaseNowPrice !== null
  const accepted = ACCEPTED.includes(auction.status)
  return {
    can_bid: running && buyer && lane?.canBid === true,
    can_buy: purchasable,
    can_proxy_bid: (running || SCHEDULED.includes(auction.status)) && buyer && lane?.canProxyBid === true,
    can_make_offer: MAKE_OFFER.includes(auction.status) && buyer && lane?.canMakeOffer === true,
    can_negotiate: !limited && IN_NEGOTIATION.includes(auction.status) && (seller || winner),
    can_finalize: !limited && accepted && winner && !isFinalized(world, auction.id),
    can_purchase_now: purchasable,
    can_remove_reserve: !limited && seller && running && auction.floorPrice !== null,
    can_download_bill_of_sale: !limited && accepted && (winner || seller),
    can_edit_persistent_proxy:
      !limited && proxy?.persistent === true && (running || SCHEDULED.includes(auction.status)),
    can_relaunch: !limited && seller && RELAUNCHABLE.includes(auction.status),
  }
}
