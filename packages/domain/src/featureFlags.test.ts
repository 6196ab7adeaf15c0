import { describe, expect, it } from 'vitest'
import { FlagSlugs, isFlagOn } from './featureFlags'

describe('feature flags (shell §4.3)', () => {
  it('default to false when missing or not loaded', () => {
    expect(isFlagOn({ a: true }, 'a')).toBe(true)
    expect(isFlagOn({ a: false }, 'a')).toBe(false)
    expect(isFlagOn({}, 'a')).toBe(false)
    expect(isFlagOn(null, 'a')).toBe(false)
    expect(isFlagOn(undefined, 'a')).toBe(false)
  })
  it('spells the slugs the spec names verbatim', () => {
    expect(FlagSlugs).toMatchObject({
      searchRefresh: 'enable_srp_refresh',
      sellerDashboard: 'show_seller_dashboard',
      myInventoryMicrofrontend: 'my_inventory_use_microfrontend',
      capitalMicrofrontend: 'capital_use_microfrontend',
      transportationHub: 'transportation_hub_use_microfrontend',
      newFeeSchedule: 'enable_new_fee_schedule_page',
      crExpiration: 'cr_expiration',
      termsAcceptance: 'enable_terms_of_service_acceptance',
      restrictOffer: 'restrict_offer',
      requireEulaForLanes: 'requireEulaAcceptanceForLanes',
    })
  })
})
