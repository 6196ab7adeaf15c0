import { FlagSlugs, isFlagOn } from '../../featureFlags'
import type { FeatureFlags } from '../../model/session'
import type { User } from '../../model/user'
import { isAdmin } from '../../rules/permissions'

export interface SettingsMenuItem {
  readonly label: string
  readonly path: string
}

const ITEMS: readonly (SettingsMenuItem & { readonly adminOnly?: boolean; readonly docs?: boolean })[] = [
  { label: 'Account', path: '/settings/account' },
  { label: 'Addresses', path: '/settings/addresses', adminOnly: true },
  { label: 'Documents', path: '/settings/docs', docs: true },
  { label: 'Payment method', path: '/settings/paymentmethod', adminOnly: true },
  { label: 'My dealership', path: '/settings/dealership', adminOnly: true },
  { label: 'Manage users', path: '/settings/dashboard', adminOnly: true },
  { label: 'Proxy bids', path: '/settings/proxybids' },
  { label: 'Notification settings', path: '/settings/notification-settings' },
  { label: 'SMS settings', path: '/settings/sms-settings' },
]

/**
 * The settings side menu (shell §2.3): every child the user may open — admin-only ones for admins (shell §4.1),
 * documents only with their flag.
 */
export const settingsMenu = (user: User, flags: FeatureFlags): readonly SettingsMenuItem[] =>
  ITEMS.filter((i) => (!i.adminOnly || isAdmin(user)) && (!i.docs || isFlagOn(flags, FlagSlugs.settingsDocs))).map(
    ({ label, path }) => ({ label, path }),
  )
