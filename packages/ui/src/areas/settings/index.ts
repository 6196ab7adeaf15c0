/** The settings area's pages (shell §2.3), each inside the settings layout (ADR 0019). */
export {
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
} from './pages'
export { SettingsLayout } from './SettingsLayout/SettingsLayout'
