/** Wire examples shaped by the contracts, for the SDK's own tests (not shipped: tsconfig.build excludes it). */
import type { components as buying } from '../generated/buying.js'
import type { components as identity } from '../generated/identity.js'

export const IDENTITY_URL = 'http://identity.test/gw/identity'
export const BUYING_URL = 'http://buying.test/gw/buying'

export const userWire = (): identity['schemas']['UserWire'] => ({
  user_id: 42,
  full_name: 'Dana Buyer',
  first_name: 'Dana',
  last_name: 'Buyer',
  email: 'dana@example.com',
  role: 'user',
  app_roles: [],
  active: true,
  zip_code: '60601',
  default_dealer_id: 7,
  is_vci: false,
  dealerships: [],
})

export const loginResult = (): identity['schemas']['LoginResult'] => ({
  access_token: 'access-1',
  refreshTokenId: '0b5e1a52-3f0e-4d5b-9a57-1c2d3e4f5a6b',
  expires_in: 900,
  user: userWire(),
})

export const bidResult = (amount = 5200): buying['schemas']['BidResultWire'] => ({
  amount,
  auction_id: 123,
  proxy: false,
  persistent: false,
  success: true,
  message: null,
  high_bid_dealer_id: 7,
  high_bid_user_id: 42,
  seller_dealer_id: 9,
  seller_user_id: 90,
  end_time: 1_790_000_000,
  bid_count: 4,
  accepted_at: 1_790_000_000_000,
})

export const bidBody = (amount = 5200): buying['schemas']['BidRequest'] => ({
  auctionId: 123,
  amount,
  userId: 42,
  proxy: false,
  persistent: false,
})

export const listingQuery = (): buying['schemas']['ListingQuery'] => ({ filters: [], size: 12, sort: 'end_time' })

/** Options that make retries immediate, so tests wait on nothing but the handlers. */
export const fastRetry = { baseDelayMs: 1, maxDelayMs: 2, random: () => 0 } as const
