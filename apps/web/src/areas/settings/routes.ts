/** The routes of the domain's table this area draws (read eagerly; the area itself loads with the first one). */
export const routeIds = [
  'settingsAccount',
  'settingsAddresses',
  'settingsAddNewAddress',
  'settingsEditAddress',
  'settingsDashboard',
  'settingsDealership',
  'settingsNotifications',
  'settingsSms',
  'settingsProxyBids',
  'settingsPaymentMethod',
  'settingsDocs',
  'offboarding',
] as const
