import type { Auction } from '../model/auction'
import { auctionId, dealerId, dollars, epochMillis, LaneId, userId } from '../model/ids'
import type { Dealership, User } from '../model/user'

/** A 4:3 placeholder photo as a data URI, so stories never reach the network. */
const photo = (label: string, hue: number) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="hsl(${hue},35%,72%)"/><text x="200" y="160" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#14171c">${label}</text></svg>`,
  )}`

/** Lakeside Motors, the showcase user's dealership (admin, primary and billing contact). */
export const showcaseDealership: Dealership = {
  id: dealerId(501),
  name: 'Lakeside Motors',
  type: 2,
  active: true,
  memberType: 'admin',
  city: 'Buffalo',
  region: 'NY',
  zipCode: '14202',
  isPrimaryContact: true,
  isBillingContact: true,
  multibuyer: false,
}

/** Dana Whitfield of Lakeside Motors: the user component stories show. */
export const showcaseUser: User = {
  id: userId(1001),
  fullName: 'Dana Whitfield',
  email: 'dana@lakeside.example',
  role: 'user',
  appRoles: [],
  active: true,
  zipCode: '14202',
  dealerships: [showcaseDealership],
  defaultDealerId: dealerId(501),
  vehicleConnected: false,
}

/**
 * A fully dressed live auction, times relative to `now` (stories pass the real clock): a 2019 Ford F-150 XLT with
 * a photo, 14 bids at $22,100, ending in 25 minutes, every bidding action allowed.
 */
export const showcaseAuction = (now: number): Auction => ({
  id: auctionId(7001),
  vehicle: {
    vin: '1FTEW1EP5KFA12345',
    year: 2019,
    make: 'Ford',
    model: 'F-150',
    trim: 'XLT',
    odometer: 48_210,
    drivetrain: '4WD',
    transmission: 'Automatic',
    engine: '2.7L V6 EcoBoost',
    exteriorColor: 'Magnetic Gray',
  },
  status: 'active',
  lane: { id: LaneId.make('live'), name: 'Live Auctions', kind: 'live' },
  floorPrice: dollars(24_000),
  reserveVisible: false,
  startPrice: dollars(15_000),
  highBid: { amount: dollars(22_100), userId: userId(2001), dealerId: dealerId(601) },
  bidCount: 14,
  viewCount: 233,
  startsAt: epochMillis(now - 3_600_000),
  endsAt: epochMillis(now + 25 * 60_000),
  purchaseNowPrice: null,
  seller: { userId: userId(3001), dealerId: dealerId(701), dealershipName: 'Northgate Auto Group' },
  images: {
    large: photo('2019 Ford F-150', 210),
    medium: photo('2019 Ford F-150', 210),
    thumbnail: photo('F-150', 210),
  },
  isOnWatchList: false,
  participant: false,
  proxyBid: null,
  proxyBidInterval: dollars(50),
  permissions: {
    canBid: true,
    canBuy: true,
    canProxyBid: true,
    canMakeOffer: true,
    canNegotiate: true,
    canFinalize: false,
    canPurchaseNow: false,
    canRemoveReserve: false,
    canDownloadBillOfSale: false,
    canEditPersistentProxy: true,
    canRelaunch: false,
  },
})
