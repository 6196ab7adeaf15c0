import {
  type Auction,
  type AuctionPermissions,
  auctionId,
  type Dealership,
  dealerId,
  dollars,
  epochMillis,
  LaneId,
  type User,
  userId,
} from '@gavel/domain'

/**
 * Builders for component stories and ui tests: plain domain values, no I/O. Screen stories do not use these:
 * they run against the sandbox's seeded world (.storybook/sandbox).
 */

export const allowAll: AuctionPermissions = {
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
}

export const aDealership = (overrides: Partial<Dealership> = {}): Dealership => ({
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
  ...overrides,
})

export const aUser = (overrides: Partial<User> = {}): User => ({
  id: userId(1001),
  fullName: 'Dana Whitfield',
  email: 'dana@lakeside.example',
  role: 'user',
  appRoles: [],
  active: true,
  zipCode: '14202',
  dealerships: [aDealership()],
  defaultDealerId: dealerId(501),
  vehicleConnected: false,
  ...overrides,
})

/** A read-only (limited) user: marketplace §6 "Read-only role marks the user limited". */
export const aLimitedUser = (): User => aUser({ id: userId(1002), fullName: 'Riley Park', role: 'readonly' })

/** A transparent 4:3 placeholder photo, so stories never reach the network. */
const photo = (label: string, hue: number) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="hsl(${hue},35%,72%)"/><text x="200" y="160" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#14171c">${label}</text></svg>`,
  )}`

export const anAuction = (overrides: Partial<Auction> = {}, now = Date.now()): Auction => ({
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
  permissions: allowAll,
  ...overrides,
})
