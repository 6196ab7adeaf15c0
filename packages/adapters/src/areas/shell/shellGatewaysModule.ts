import {
  type CapitalClient,
  createCapitalClient,
  createLoyaltyClient,
  createNotificationsClient,
  createSettingsClient,
  createTermsClient,
  type LoyaltyClient,
  type NotificationsClient,
  type SettingsClient,
  type TermsClient,
} from '@gavel/sdk'
import type { CoreModule } from '../../container/binder'
import { sdkClientOptions } from '../../container/sdkClientOptions'
import { Internal } from '../../container/tokens'

/**
 * The gateways the listing's first cards never call (docs/adr/0046): notifications, terms, loyalty, settings and
 * capital, one client each, sharing the core's token, server clock, idle check and 401 hook.
 */
export const shellGatewaysModule: CoreModule = ({ bind }) => {
  bind<NotificationsClient>(Internal.notificationsClient).toDynamicValue((ctx) =>
    createNotificationsClient(sdkClientOptions(ctx, 'notifications')),
  )
  bind<TermsClient>(Internal.termsClient).toDynamicValue((ctx) => createTermsClient(sdkClientOptions(ctx, 'terms')))
  bind<LoyaltyClient>(Internal.loyaltyClient).toDynamicValue((ctx) =>
    createLoyaltyClient(sdkClientOptions(ctx, 'loyalty')),
  )
  bind<SettingsClient>(Internal.settingsClient).toDynamicValue((ctx) =>
    createSettingsClient(sdkClientOptions(ctx, 'settings')),
  )
  bind<CapitalClient>(Internal.capitalClient).toDynamicValue((ctx) =>
    createCapitalClient(sdkClientOptions(ctx, 'capital')),
  )
}
