import {
  Clock,
  createFeatureFlagStore,
  ErrorReporting,
  FeatureFlagStore,
  FlagOverrides,
  Identity,
  LaunchMessageLog,
  LaunchMessages,
  PushDevices,
  SessionControl,
  UserNotices,
} from '@gavel/domain'
import type { NotificationsClient } from '@gavel/sdk'
import { FlagOverridesLocalStorage } from '../../browser/FlagOverridesLocalStorage'
import { LaunchMessageLogLocalStorage } from '../../browser/LaunchMessageLogLocalStorage'
import type { CoreModule } from '../../container/binder'
import type { Platform } from '../../container/platform'
import { Internal } from '../../container/tokens'
import { LaunchMessagesHttp } from '../../http/LaunchMessagesHttp'
import { PushDevicesHttp } from '../../http/PushDevicesHttp'
import type { RealtimeChannels } from '../../realtime/LiveAuctionFeedRealtime'
import { UserNoticesRealtime } from '../../realtime/UserNoticesRealtime'

/**
 * The app's life cycle (shell §4.3, §4.4, §4.6, §7), bound after the first card (docs/adr/0046; monitoring and
 * analytics are the core's `monitoringModule`): the feature flag store with its local overrides, launch messages, push devices and
 * the user channel's notices.
 */
export const lifecycleModule: CoreModule = ({ bind }) => {
  bind<FlagOverrides>(FlagOverrides.key).toDynamicValue(
    (ctx) => new FlagOverridesLocalStorage(ctx.get<Platform>(Internal.platform).storage),
  )
  bind<FeatureFlagStore>(FeatureFlagStore.key).toDynamicValue((ctx) => {
    const errors = ctx.get<ErrorReporting>(ErrorReporting.key)
    return createFeatureFlagStore({
      identity: ctx.get<Identity>(Identity.key),
      session: ctx.get<SessionControl>(SessionControl.key),
      overrides: ctx.get<FlagOverrides>(FlagOverrides.key),
      clock: ctx.get<Clock>(Clock.key),
      report: (error, context) => errors.report(error, context),
    })
  })
  bind<LaunchMessages>(LaunchMessages.key).toDynamicValue(
    (ctx) => new LaunchMessagesHttp(ctx.get<NotificationsClient>(Internal.notificationsClient)),
  )
  bind<LaunchMessageLog>(LaunchMessageLog.key).toDynamicValue(
    (ctx) => new LaunchMessageLogLocalStorage(ctx.get<Platform>(Internal.platform).storage),
  )
  bind<PushDevices>(PushDevices.key).toDynamicValue(
    (ctx) => new PushDevicesHttp(ctx.get<NotificationsClient>(Internal.notificationsClient)),
  )
  bind<UserNotices>(UserNotices.key).toDynamicValue(
    (ctx) =>
      new UserNoticesRealtime(
        ctx.get<RealtimeChannels>(Internal.realtime),
        ctx.get<SessionControl>(SessionControl.key),
      ),
  )
}
