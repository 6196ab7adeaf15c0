import { SessionControl, UserActivity } from '@gavel/domain'
import {
  type BuyingClient,
  type CapitalClient,
  createBuyingClient,
  createCapitalClient,
  createIdentityClient,
  createLoyaltyClient,
  createNotificationsClient,
  createRealtimeClient,
  createSearchClient,
  createSettingsClient,
  createTermsClient,
  type IdentityClient,
  type LoyaltyClient,
  type NotificationsClient,
  type SdkClientOptions,
  type SearchClient,
  type SettingsClient,
  type TermsClient,
} from '@gavel/sdk'
import { ContainerModule, type ResolutionContext } from 'inversify'
import type { ServerClock } from '../browser/ServerClock'
import { gatewayUrl, type RuntimeConfig } from '../config/RuntimeConfig'
import type { RealtimeChannels } from '../realtime/LiveAuctionFeedRealtime'
import { UserScopedRealtime } from '../realtime/UserScopedRealtime'
import type { ContainerHooks } from './hooks'
import type { Platform } from './platform'
import { Internal } from './tokens'

const DEFAULT_CLIENT_VERSION = '0.1.0'

/** Data requests are skipped while the user is idle (shell §4.2); the app may pass its own check in hooks. */
const idleFrom = (activity: UserActivity) => () => activity.isIdle()

/**
 * One SDK client per gateway, sharing the session's token, the server clock, the idle check and the 401 hook.
 * The token is looked up at call time, so the identity client that refreshes tokens can exist before the session.
 */
export const gatewaysModule = (config: RuntimeConfig, hooks: ContainerHooks) =>
  new ContainerModule(({ bind }) => {
    bind<RuntimeConfig>(Internal.config).toConstantValue(config)
    bind<ContainerHooks>(Internal.hooks).toConstantValue(hooks)
    const options = (ctx: ResolutionContext, baseUrl: string): SdkClientOptions => {
      const platform = ctx.get<Platform>(Internal.platform)
      const clock = ctx.get<ServerClock>(Internal.serverClock)
      return {
        baseUrl,
        fetch: platform.fetch,
        clientVersion: config.clientVersion ?? DEFAULT_CLIENT_VERSION,
        getAccessToken: () => ctx.get<SessionControl>(SessionControl.key).accessToken(),
        onServerTime: (serverMs, localMs) => clock.observe(serverMs, localMs),
        onUnauthorized: (info) => {
          if (!info.isLoginCall) hooks.onSessionExpired?.()
        },
        isIdle: hooks.isIdle ?? idleFrom(ctx.get<UserActivity>(UserActivity.key)),
        isOnline: platform.isOnline,
      }
    }
    bind<IdentityClient>(Internal.identityClient).toDynamicValue((ctx) =>
      createIdentityClient(options(ctx, gatewayUrl(config, 'identity'))),
    )
    bind<BuyingClient>(Internal.buyingClient).toDynamicValue((ctx) =>
      createBuyingClient(options(ctx, gatewayUrl(config, 'buying'))),
    )
    bind<NotificationsClient>(Internal.notificationsClient).toDynamicValue((ctx) =>
      createNotificationsClient(options(ctx, gatewayUrl(config, 'notifications'))),
    )
    bind<TermsClient>(Internal.termsClient).toDynamicValue((ctx) =>
      createTermsClient(options(ctx, gatewayUrl(config, 'terms'))),
    )
    bind<LoyaltyClient>(Internal.loyaltyClient).toDynamicValue((ctx) =>
      createLoyaltyClient(options(ctx, gatewayUrl(config, 'loyalty'))),
    )
    bind<SearchClient>(Internal.searchClient).toDynamicValue((ctx) =>
      createSearchClient(options(ctx, gatewayUrl(config, 'search'))),
    )
    bind<SettingsClient>(Internal.settingsClient).toDynamicValue((ctx) =>
      createSettingsClient(options(ctx, gatewayUrl(config, 'settings'))),
    )
    bind<CapitalClient>(Internal.capitalClient).toDynamicValue((ctx) =>
      createCapitalClient(options(ctx, gatewayUrl(config, 'capital'))),
    )
    bind<RealtimeChannels>(Internal.realtime).toDynamicValue((ctx) => {
      const session = ctx.get<SessionControl>(SessionControl.key)
      return new UserScopedRealtime(
        () =>
          createRealtimeClient({
            url: config.realtime,
            getAccessToken: () => session.accessToken(),
            WebSocket: ctx.get<Platform>(Internal.platform).WebSocket,
          }),
        session,
      )
    })
  })
