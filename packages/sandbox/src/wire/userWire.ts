import type { User, World } from '../world/types'
import type { DealershipWire, SettingWire, UserWire } from './types'

/** ADR 0001 `UserWire`, with each membership folded into its `DealershipWire`. */
export const toUserWire = (world: World, user: User): UserWire => ({
  user_id: user.id,
  full_name: `${user.firstName} ${user.lastName}`,
  first_name: user.firstName,
  last_name: user.lastName,
  email: user.email,
  role: user.role,
  app_roles: [...user.appRoles],
  active: user.active,
  zip_code: user.zipCode,
  default_dealer_id: user.defaultDealerId,
  is_vci: user.isVci,
  dealerships: user.memberships.flatMap((m): DealershipWire[] => {
    const d = world.dealerships.get(m.dealerId)
    if (!d) return []
    return [
      {
        id: d.id,
        name: d.name,
        dealership_type: d.type,
        active: d.active,
        member_type: m.memberType,
        city: d.city,
        region: d.region,
        zip_code: d.zipCode,
        is_primary_contact: m.isPrimaryContact,
        is_billing_contact: m.isBillingContact,
        multibuyer: d.multibuyer,
        logo_uri: d.logoUri,
      },
    ]
  }),
})

export const toSettingsWire = (user: User): SettingWire[] =>
  user.settings.map((s) => ({ category: s.category, setting_key: s.key, setting_value: s.value }))
