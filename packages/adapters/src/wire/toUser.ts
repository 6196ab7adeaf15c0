import type { SessionTokens, User, UserPreferences } from '@gavel/domain'
import { guardOrThrow } from '../support/guarded'
import { isLoginDataWire, isSessionTokens, isTokenPairWire, isUser, isUserWire } from './guards/generated/guards'

const decodeUserWire = guardOrThrow(isUserWire, 'user')
const decodeUser = guardOrThrow(isUser, 'user')
const decodeTokensWire = guardOrThrow(isTokenPairWire, 'tokens')
const decodeTokens = guardOrThrow(isSessionTokens, 'tokens')
const decodeLoginData = guardOrThrow(isLoginDataWire, 'login data')

/** Wire user in, domain user out. */
export const toUser = (payload: unknown): User => {
  const w = decodeUserWire(payload)
  return decodeUser({
    id: w.user_id,
    fullName: w.full_name,
    email: w.email,
    role: w.role,
    appRoles: w.app_roles,
    active: w.active,
    zipCode: w.zip_code,
    defaultDealerId: w.default_dealer_id,
    vehicleConnected: w.is_vci,
    dealerships: w.dealerships.map((d) => ({
      id: d.id,
      name: d.name,
      type: d.dealership_type,
      active: d.active,
      memberType: d.member_type,
      city: d.city,
      region: d.region,
      zipCode: d.zip_code,
      isPrimaryContact: d.is_primary_contact,
      isBillingContact: d.is_billing_contact,
      multibuyer: d.multibuyer,
    })),
  })
}

/** A token pair issued at server time `now`: `expires_in` seconds become an absolute expiry. */
export const toSessionTokens = (payload: unknown, now: number): SessionTokens => {
  const w = decodeTokensWire(payload)
  return decodeTokens({
    accessToken: w.access_token,
    refreshTokenId: w.refreshTokenId,
    expiresAt: now + w.expires_in * 1000,
    updatedAt: now,
  })
}

/** The listing-page preference lives in settings: category marketplace, key prefer_search_refresh (ADR 0001). */
export const toPreferences = (payload: unknown): UserPreferences => {
  const { settings } = decodeLoginData(payload)
  const setting = settings.find((s) => s.category === 'marketplace' && s.setting_key === 'prefer_search_refresh')
  return { prefersSearchRefresh: setting?.setting_value === 'true' }
}
