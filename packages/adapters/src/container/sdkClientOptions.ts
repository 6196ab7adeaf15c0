import { SessionControl, UserActivity } from '@gavel/domain'
import type { SdkClientOptions } from '@gavel/sdk'
import type { ServerClock } from '../browser/ServerClock'
import { gatewayUrl, type RuntimeConfig } from '../config/RuntimeConfig'
import type { GraphContext } from './binder'
import type { ContainerHooks } from './hooks'
import type { Platform } from './platform'
import { Internal } from './tokens'

const DEFAULT_CLIENT_VERSION = '0.1.0'

/** Data requests are skipped while the user is idle (shell §4.2); the app may pass its own check in hooks. */
const idleFrom = (activity: UserActivity) => () => activity.isIdle()

/**
 * What every SDK client of a gateway shares: the session's token (looked up at call time, so the identity client
 * that refreshes tokens can exist before the session), the server clock, the idle and online checks and the 401
 * hook. The core's gateways and each area's own clients are made with it.
 */
export const sdkClientOptions = (ctx: GraphContext, gateway: string): SdkClientOptions => {
  const config = ctx.get<RuntimeConfig>(Internal.config)
  const hooks = ctx.get<ContainerHooks>(Internal.hooks)
  const platform = ctx.get<Platform>(Internal.platform)
  const clock = ctx.get<ServerClock>(Internal.serverClock)
  return {
    baseUrl: gatewayUrl(config, gateway),
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
