import { settingsArea } from '@gavel/adapters/areas/settings'
import {
  OffboardingPage,
  SettingsAccountPage,
  SettingsAddAddressPage,
  SettingsAddressesPage,
  SettingsDashboardPage,
  SettingsDealershipPage,
  SettingsDocsPage,
  SettingsEditAddressPage,
  SettingsNotificationsPage,
  SettingsPaymentMethodPage,
  SettingsProxyBidsPage,
  SettingsSmsPage,
} from '@gavel/ui/areas/settings'
import type { AreaEntry } from '../AreaEntry'

/** The settings pages (shell §2.3) and their ports (ADR 0019, ADR 0025). */
export const entry: AreaEntry = {
  area: settingsArea,
  screens: {
    settingsAccount: SettingsAccountPage,
    settingsAddresses: SettingsAddressesPage,
    settingsAddNewAddress: SettingsAddAddressPage,
    settingsEditAddress: SettingsEditAddressPage,
    settingsDashboard: SettingsDashboardPage,
    settingsDealership: SettingsDealershipPage,
    settingsDocs: SettingsDocsPage,
    offboarding: OffboardingPage,
    settingsNotifications: SettingsNotificationsPage,
    settingsSms: SettingsSmsPage,
    settingsProxyBids: SettingsProxyBidsPage,
    settingsPaymentMethod: SettingsPaymentMethodPage,
  },
}
