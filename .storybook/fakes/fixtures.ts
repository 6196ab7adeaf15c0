import {
  type Auction,
  type AuctionPermissions,
  auctionId,
  type Dealership,
  dealerId,
  dollars,
  type EpochMillis,
  epochMillis,
  LaneId,
  type Session,
  type User,
  userId,
} from '@gavel/domain'

/**
 * Builders for stories and ui tests: plain domain values, no I/O. The buyer below is the signed-in user of
 * every story unless a story says otherwise.
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

export const aSession = (user: User = aUser(), now = Date.now()): Session => ({
  user,
  tokens: {
    accessToken: 'story-access-token',
    refreshTokenId: 'story-refresh-token',
    expiresAt: epochMillis(now + 3_600_000),
    updatedAt: epochMillis(now),
  },
  preferences: { prefersSearchRefresh: false },
  flags: {},
})

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

const vehicles = [
  ['2019', 'Ford', 'F-150', 'XLT', 48_210, 210],
  ['2021', 'Toyota', 'RAV4', 'LE', 31_044, 140],
  ['2018', 'Honda', 'Accord', 'Sport 1.5T', 62_880, 20],
  ['2020', 'Chevrolet', 'Silverado 1500', 'LT', 40_512, 260],
  ['2017', 'Jeep', 'Wrangler Unlimited', 'Sahara', 77_301, 90],
  ['2022', 'Hyundai', 'Tucson', null, 12_904, 320],
] as const

/**
 * A small marketplace relative to `now`: one auction in its last two minutes, one with no bids, one the
 * buyer leads, one they were outbid on, one with no reserve, and `extra` more filler auctions.
 */
export const aMarketplace = (now: number = Date.now(), extra = 0): Auction[] => {
  const base = vehicles.map(([year, make, model, trim, odometer, hue], i) =>
    anAuction(
      {
        id: auctionId(7001 + i),
        vehicle: {
          ...anAuction().vehicle,
          year: Number(year),
          make,
          model,
          trim,
          odometer,
          vin: `VIN0000000000${7001 + i}`,
        },
        images: {
          large: photo(`${year} ${make}`, hue),
          medium: photo(`${year} ${make}`, hue),
          thumbnail: photo(make, hue),
        },
        endsAt: epochMillis(now + [95_000, 8 * 60_000, 14 * 60_000, 31 * 60_000, 2 * 3_600_000, 26 * 3_600_000][i]!),
      },
      now,
    ),
  )
  base[1] = { ...base[1]!, highBid: null, bidCount: 0, startPrice: dollars(18_500) }
  base[2] = {
    ...base[2]!,
    highBid: { amount: dollars(16_300), userId: userId(1001), dealerId: dealerId(501) },
    participant: true,
  }
  base[3] = { ...base[3]!, participant: true, isOnWatchList: true }
  base[4] = { ...base[4]!, floorPrice: null }
  const filler = Array.from({ length: extra }, (_, i) =>
    anAuction({ id: auctionId(8001 + i), endsAt: epochMillis(now + (40 + i) * 60_000) }, now),
  )
  return [...base, ...filler]
}

export const at = (ms: number): EpochMillis => epochMillis(ms)
