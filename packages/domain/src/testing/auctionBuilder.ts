import type { Auction, AuctionStatus, LaneKind } from '../model/auction'
import { auctionId, dealerId, dollars, epochMillis, LaneId, userId } from '../model/ids'
import { FIXED_NOW } from './FixedClock'
import { showcaseAuction } from './showcase'

const allowed = {
  canBid: true,
  canBuy: true,
  canProxyBid: true,
  canMakeOffer: false,
  canNegotiate: false,
  canFinalize: false,
  canPurchaseNow: false,
  canRemoveReserve: false,
  canDownloadBillOfSale: false,
  canEditPersistentProxy: false,
  canRelaunch: false,
}

/** Builds an Auction relative to FIXED_NOW: `anAuction().endingIn(90).withHighBid(5200).build()`. */
export class AuctionBuilder {
  private auction: Auction = {
    id: auctionId(1001),
    vehicle: {
      vin: '1FTFW1ET5DFC10312',
      year: 2019,
      make: 'Ford',
      model: 'F-150',
      trim: 'XLT',
      odometer: 48210,
      drivetrain: '4WD',
      transmission: 'Automatic',
      engine: '3.5L V6',
      exteriorColor: 'Blue',
    },
    status: 'active',
    lane: { id: LaneId.make('live'), name: 'Live', kind: 'live' },
    floorPrice: dollars(10000),
    reserveVisible: true,
    startPrice: dollars(1000),
    highBid: null,
    bidCount: 0,
    viewCount: 12,
    startsAt: epochMillis(FIXED_NOW - 3_600_000),
    endsAt: epochMillis(FIXED_NOW + 600_000),
    purchaseNowPrice: null,
    seller: { userId: userId(900), dealerId: dealerId(90), dealershipName: 'Seller Motors' },
    images: null,
    isOnWatchList: false,
    participant: false,
    proxyBid: null,
    proxyBidInterval: dollars(50),
    permissions: allowed,
  }

  withId(id: number): this {
    return this.with({ id: auctionId(id) })
  }

  /**
   * Starts from the showcase auction stories show (a 2019 Ford F-150 XLT with a photo, 14 bids at $22,100, id
   * 7001, ending 25 minutes after `now`); stories pass the real clock so countdowns run.
   */
  showcase(now: number = FIXED_NOW): this {
    this.auction = showcaseAuction(now)
    return this
  }

  /** Ends `seconds` after FIXED_NOW. */
  endingIn(seconds: number): this {
    return this.with({ endsAt: epochMillis(FIXED_NOW + seconds * 1000) })
  }

  withStatus(status: AuctionStatus): this {
    return this.with({ status })
  }

  /** A high bid by another user (id 500, dealer 50) unless `by` says who. */
  withHighBid(amount: number, by: { userId?: number; dealerId?: number } = {}): this {
    return this.with({
      highBid: { amount: dollars(amount), userId: userId(by.userId ?? 500), dealerId: dealerId(by.dealerId ?? 50) },
      bidCount: Math.max(this.auction.bidCount, 1),
    })
  }

  withFloor(amount: number | null): this {
    return this.with({ floorPrice: amount === null ? null : dollars(amount) })
  }

  noReserve(): this {
    return this.withFloor(null)
  }

  inLane(kind: LaneKind): this {
    return this.with({ lane: { id: LaneId.make(kind), name: kind, kind } })
  }

  soldBy(seller: { userId: number; dealerId: number }): this {
    return this.with({
      seller: { ...this.auction.seller, userId: userId(seller.userId), dealerId: dealerId(seller.dealerId) },
    })
  }

  watched(): this {
    return this.with({ isOnWatchList: true })
  }

  participating(): this {
    return this.with({ participant: true })
  }

  withProxy(amount: number, persistent = false): this {
    return this.with({ proxyBid: { amount: dollars(amount), persistent } })
  }

  withPermissions(permissions: Partial<Auction['permissions']>): this {
    return this.with({ permissions: { ...this.auction.permissions, ...permissions } })
  }

  with(overrides: Partial<Auction>): this {
    this.auction = { ...this.auction, ...overrides }
    return this
  }

  build(): Auction {
    return this.auction
  }
}

export const anAuction = (): AuctionBuilder => new AuctionBuilder()
