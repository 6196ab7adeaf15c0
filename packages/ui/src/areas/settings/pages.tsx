import { AccountScreen } from './Account/AccountScreen'
import { AddressesScreen } from './Addresses/AddressesScreen'
import { AddAddressScreen, EditAddressScreen } from './Addresses/AddressFormScreen'
import { NotificationSettingsScreen } from './Alerts/NotificationSettingsScreen'
import { SmsSettingsScreen } from './Alerts/SmsSettingsScreen'
import { DealershipScreen } from './Dealership/DealershipScreen'
import { DocumentsScreen } from './Docs/DocumentsScreen'
import { OffboardingScreen } from './Offboarding/OffboardingScreen'
import { PaymentMethodScreen } from './PaymentMethod/PaymentMethodScreen'
import { ProxyBidsScreen } from './ProxyBids/ProxyBidsScreen'
import { SettingsLayout } from './SettingsLayout/SettingsLayout'
import { ManageUsersScreen } from './Team/ManageUsersScreen'

/** Each settings route's page: its screen inside the settings layout. */
export const SettingsAccountPage = () => (
  <SettingsLayout>
    <AccountScreen />
  </SettingsLayout>
)
export const SettingsAddressesPage = () => (
  <SettingsLayout>
    <AddressesScreen />
  </SettingsLayout>
)
export const SettingsAddAddressPage = () => (
  <SettingsLayout>
    <AddAddressScreen />
  </SettingsLayout>
)
export const SettingsEditAddressPage = () => (
  <SettingsLayout>
    <EditAddressScreen />
  </SettingsLayout>
)
export const SettingsDashboardPage = () => (
  <SettingsLayout>
    <ManageUsersScreen />
  </SettingsLayout>
)
export const SettingsNotificationsPage = () => (
  <SettingsLayout>
    <NotificationSettingsScreen />
  </SettingsLayout>
)
export const SettingsSmsPage = () => (
  <SettingsLayout>
    <SmsSettingsScreen />
  </SettingsLayout>
)
export const SettingsDealershipPage = () => (
  <SettingsLayout>
    <DealershipScreen />
  </SettingsLayout>
)
export const SettingsProxyBidsPage = () => (
  <SettingsLayout>
    <ProxyBidsScreen />
  </SettingsLayout>
)
export const SettingsPaymentMethodPage = () => (
  <SettingsLayout>
    <PaymentMethodScreen />
  </SettingsLayout>
)
export const SettingsDocsPage = () => (
  <SettingsLayout>
    <DocumentsScreen />
  </SettingsLayout>
)
/** /offboarding: outside the settings frame (its own page), in the settings area for its calls. */
export const OffboardingPage = OffboardingScreen
