import { SessionControl } from '@gavel/domain'
import {
  type BuyingClient,
  createBuyingClient,
  createIdentityClient,
  createRealtimeClient,
  createSearchClient,
  type IdentityClient,
  type SearchClient,
} from '@gavel/sdk'
import type { RuntimeConfig } from '../config/RuntimeConfig'
import type { RealtimeChannels } from '../realtime/LiveAuctionFeedRealtime'
import { UserScopedRealtime } from '../realtime/UserScopedRealtime'
import type { CoreModule } from './binder'
import type { ContainerHooks } from './hooks'
import type { Platform } from './platform'
import { sdkClientOptions } from './sdkClientOptions'
import { Internal } from './tokens'

/**
 * One SDK client per gateway the listing calls (the others: `areas/shell`, docs/adr/0046), sharing the session's token, the server clock, the idle check and the 401 hook.
 * The token is looked up at call time, so the identity client that refreshes tokens can exist before the session.
 */
export const gatewaysModule =
  (config: RuntimeConfig, hooks: ContainerHooks): CoreModule =>
  ({ bind }) => {
    bind<RuntimeConfig>(Internal.config).toConstantValue(config)
    bind<ContainerHooks>(Internal.hooks).toConstantValue(hooks)
    bind<IdentityClient>(Internal.identityClient).toDynamicValue((ctx) =>
      createIdentityClient(sdkClientOptions(ctx, 'identity')),
    )
    bind<BuyingClient>(Internal.buyingClient).toDynamicValue((ctx) =>
      createBuyingClient(sdkClientOptions(ctx, 'buying')),
    )
    bind<SearchClient>(Internal.searchClient).toDynamicValue((ctx) =>
      createSearchClient(sdkClientOptions(ctx, 'search')),
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
  }
