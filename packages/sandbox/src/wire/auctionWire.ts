import { BID_INCREMENT } from '../world/auctions'
import type { Auction, User, World } from '../world/types'
import { toEpochSeconds } from './liveAuction'
import { dealerIdsOf, permissionsFor } from './permissions'
import type { AuctionWire } from './types'

/** Every 37th auction has no photo, so cards show their placeholder. */
const hasImages = (auction: Auction): boolean => auction.id % 37 !== 0

/** Image URLs served by the sandbox itself (`{buying}/sandbox/img/{id}-{size}.svg`): no external hosts. */
export const imageUrls = (imageBase: string, id: number) => ({
  acv_large: `${imageBase}/sandbox/img/${id}-large.svg`,
  acv_medium: `${imageBase}/sandbox/img/${id}-medium.svg`,
  acv_thumbnail: `${imageBase}/sandbox/img/${id}-thumbnail.svg`,
})

/**
 * ADR 0001 `AuctionWire` for one viewer. `floor_price` is always the reserve (null only without one): the
 * web app derives the reserve pills from it, and a hidden reserve would read as "no reserve".
 */
export const toAuctionWire = (
  world: World,
  auction: Auction,
  viewer: User,
  now: number,
  imageBase: string,
): AuctionWire => {
  const v = auction.vehicle
  const high = auction.bids.at(-1)
  const lane = world.lanes.get(auction.laneId)
  const mine = dealerIdsOf(viewer)
  const proxy = auction.proxies.find((p) => p.userId === viewer.id)
  return {
    id: auction.id,
    vin: v.vin,
    year: v.year,
    make: v.make,
    model: v.model,
    trim: v.trim,
    odometer: v.odometer,
    drivetrain: v.drivetrain,
    transmission: v.transmission,
    engine: v.engine,
    exterior_color: v.exteriorColor,
    status: auction.status,
    floor_price: auction.floorPrice,
    show_reserve: auction.showReserve,
    start_price: auction.startPrice,
    high_bid: high ? { amount: high.amount, user_id: high.userId, dealer_id: high.dealerId } : null,
    bid_count: auction.bids.length,
    view_count: auction.viewCount,
    start_time: toEpochSeconds(auction.startTime),
    end_time: toEpochSeconds(auction.endTime),
    purchase_now_price: auction.purchaseNowPrice,
    seller: {
      user_id: auction.sellerUserId,
      dealer_id: auction.sellerDealerId,
      dealership_name: world.dealerships.get(auction.sellerDealerId)?.name ?? 'Unknown',
    },
    lane: {
      id: auction.laneId,
      display_name: lane?.displayName ?? 'Unknown',
      kind: lane?.kind ?? 'live',
      can_bid: lane?.canBid ?? false,
      can_buy: lane?.canBuy ?? false,
      can_proxy_bid: lane?.canProxyBid ?? false,
      can_make_offer: lane?.canMakeOffer ?? false,
    },
    images: hasImages(auction) ? imageUrls(imageBase, auction.id) : null,
    is_on_watch_list: auction.watcherUserIds.includes(viewer.id),
    participant: proxy !== undefined || auction.bids.some((b) => b.userId === viewer.id || mine.includes(b.dealerId)),
    proxy_bid: proxy ? { amount: proxy.max, is_persistent: proxy.persistent } : null,
    proxy_bid_interval: BID_INCREMENT,
    permissions: permissionsFor(world, auction, viewer, now),
  }
}
