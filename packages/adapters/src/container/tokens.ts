/** Container identifiers of the adapters' internals (ports use the domain's own ids). */
export const Internal = {
  config: Symbol.for('gavel.internal.config'),
  platform: Symbol.for('gavel.internal.platform'),
  hooks: Symbol.for('gavel.internal.hooks'),
  serverClock: Symbol.for('gavel.internal.server-clock'),
  identityClient: Symbol.for('gavel.internal.identity-client'),
  buyingClient: Symbol.for('gavel.internal.buying-client'),
  realtime: Symbol.for('gavel.internal.realtime'),
  termsClient: Symbol.for('gavel.internal.terms-client'),
  notificationsClient: Symbol.for('gavel.internal.notifications-client'),
  loyaltyClient: Symbol.for('gavel.internal.loyalty-client'),
  searchClient: Symbol.for('gavel.internal.search-client'),
  settingsClient: Symbol.for('gavel.internal.settings-client'),
  capitalClient: Symbol.for('gavel.internal.capital-client'),
} as const
