import type { Auction } from '@gavel/domain'
import { guardOrThrow } from '../support/guarded'
import { toAuctionDetails } from './auctionDetailsWire'
import { isAuctionSchema, isAuctionWire } from './guards/generated/guards'

const decodeWire = guardOrThrow(isAuctionWire, 'auction')
const decodeDomain = guardOrThrow(isAuctionSchema, 'auction')

/**
 * Wire auction in, domain auction out. Epoch seconds become epoch milliseconds; the lane's permission flags
 * are folded into the auction's (an action needs both, marketplace §3 "Permission flags (per auction and per lane)").
 * Any field that breaks either schema gives a MalformedResponse.
 */
export const toAuction = (payload: unknown): Auction => {
  const w = decodeWire(payload)
  const p = w.permissions
  return decodeDomain({
    id: w.id,
    vehicle: {
      vin: w.vin,
      year: w.year,
      make: w.make,
      model: w.model,
      trim: w.trim,
      odometer: w.odometer,
      drivetrain: w.drivetrain,
      transmission: w.transmission,
      engine: w.engine,
      exteriorColor: w.exterior_color,
    },
    status: w.status,
    lane: { id: String(w.lane.id), name: w.lane.display_name, kind: w.lane.kind },
    floorPrice: w.floor_price,
    reserveVisible: w.show_reserve,
    startPrice: w.start_price,
    highBid: w.high_bid && { amount: w.high_bid.amount, userId: w.high_bid.user_id, dealerId: w.high_bid.dealer_id },
    bidCount: w.bid_count,
    viewCount: w.view_count,
    startsAt: w.start_time * 1000,
    endsAt: w.end_time * 1000,
    purchaseNowPrice: w.purchase_now_price,
    seller: { userId: w.seller.user_id, dealerId: w.seller.dealer_id, dealershipName: w.seller.dealership_name },
    images: w.images && { large: w.images.acv_large, medium: w.images.acv_medium, thumbnail: w.images.acv_thumbnail },
    isOnWatchList: w.is_on_watch_list,
    participant: w.participant,
    proxyBid: w.proxy_bid && { amount: w.proxy_bid.amount, persistent: w.proxy_bid.is_persistent },
    proxyBidInterval: w.proxy_bid_interval,
    permissions: {
      canBid: p.can_bid && w.lane.can_bid,
      canBuy: p.can_buy && w.lane.can_buy,
      canProxyBid: p.can_proxy_bid && w.lane.can_proxy_bid,
      canMakeOffer: p.can_make_offer && w.lane.can_make_offer,
      canNegotiate: p.can_negotiate,
      canFinalize: p.can_finalize,
      canPurchaseNow: p.can_purchase_now,
      canRemoveReserve: p.can_remove_reserve,
      canDownloadBillOfSale: p.can_download_bill_of_sale,
      canEditPersistentProxy: p.can_edit_persistent_proxy,
      canRelaunch: p.can_relaunch,
    },
    ...(w.details ? toAuctionDetails(w.details) : {}),
  })
}
