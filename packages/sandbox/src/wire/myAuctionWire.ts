import type { MyAuctionsComponents } from '@gavel/sdk'
import type { Engine } from '../engine/createEngine'
import { dealerIds, IN_NEGOTIATION, isSellerSide, type OfferRecord, offersOf, pendingOffer } from '../world/myAuctions'
import type { Auction, User } from '../world/types'
import { imageUrls } from './auctionWire'
import { toEpochSeconds } from './liveAuction'

type Schemas = MyAuctionsComponents['schemas']
export type MyAuctionWire = Schemas['MyAuction']
export type OfferWire = Schemas['Offer']
export type NegotiationInfoWire = Schemas['NegotiationInfo']

export const toOfferWire = (auction: Auction, offer: OfferRecord): OfferWire => ({
  id: offer.id,
  auction_id: offer.auctionId,
  offer_state: offer.state,
  offer_value: offer.value,
  rejection_reason: offer.rejectionReason,
  no_longer_available: !IN_NEGOTIATION.includes(auction.status) && offer.state === 0,
  min_amonut: offer.side === 'buyer' ? offer.value + 100 : null,
  dealer_id: offer.dealerId,
  user_id: offer.userId,
  side: offer.side,
  created_at: toEpochSeconds(offer.createdAt),
})

/** negotiationInfo relative to the viewer (marketplace §3): our side's and their side's last offers. */
export const negotiationInfo = (
  auction: Auction,
  offers: readonly OfferRecord[],
  viewer: User,
): NegotiationInfoWire => {
  const ours: 'buyer' | 'seller' = isSellerSide(viewer, auction) ? 'seller' : 'buyer'
  const last = offers.at(-1)
  return {
    lastOfferUserId: last?.userId ?? null,
    lastOffer: last?.value ?? null,
    ourOffer: offers.findLast((o) => o.side === ours)?.value ?? null,
    theirOffer: offers.findLast((o) => o.side !== ours)?.value ?? null,
  }
}

/** One my-auctions row for the viewer (our design; photos as the buying gateway serves them, none every 37th). */
export const toMyAuctionWire = (engine: Engine, auction: Auction, viewer: User, imageBase: string): MyAuctionWire => {
  const v = auction.vehicle
  const high = auction.bids.at(-1)
  const proxy = auction.proxies.find((p) => p.userId === viewer.id)
  const offers = offersOf(engine, auction)
  const pending = pendingOffer(engine, auction)
  return {
    id: auction.id,
    vin: v.vin,
    year: v.year,
    make: v.make,
    model: v.model,
    trim: v.trim,
    odometer: v.odometer,
    status: auction.status,
    start_price: auction.startPrice,
    floor_price: auction.floorPrice,
    high_bid: high ? { amount: high.amount, user_id: high.userId, dealer_id: high.dealerId } : null,
    bid_count: auction.bids.length,
    start_time: toEpochSeconds(auction.startTime),
    end_time: toEpochSeconds(auction.endTime),
    seller: {
      user_id: auction.sellerUserId,
      dealer_id: auction.sellerDealerId,
      dealership_name: engine.world.dealerships.get(auction.sellerDealerId)?.name ?? 'Unknown',
    },
    thumbnail_url: auction.id % 37 === 0 ? null : imageUrls(imageBase, auction.id).acv_thumbnail,
    proxy_bid: proxy ? { amount: proxy.max, is_persistent: proxy.persistent } : null,
    pending_offer: pending ? toOfferWire(auction, pending) : null,
    negotiationInfo: offers.length > 0 ? negotiationInfo(auction, offers, viewer) : null,
  }
}

export const isParticipant = (auction: Auction, viewer: User): boolean => {
  const mine = dealerIds(viewer)
  return (
    auction.proxies.some((p) => p.userId === viewer.id) ||
    auction.bids.some((b) => b.userId === viewer.id || mine.includes(b.dealerId))
  )
}
