import { AuctionStatuses, SessionControl, UserActivity, UserPushFeed } from '@gavel/domain'
import type { BuyingClient } from '@gavel/sdk'
import { UserActivityDom } from '../browser/UserActivityDom'
import { AuctionStatusesHttp } from '../http/AuctionStatusesHttp'
import type { RealtimeChannels } from '../realtime/LiveAuctionFeedRealtime'
import { UserPushFeedRealtime } from '../realtime/UserPushFeedRealtime'
import type { CoreModule } from './binder'
import type { Platform } from './platform'
import { Internal } from './tokens'

/**
 * Live updates beside the feed (marketplace §4, shell §4.2, §4.4): status polling, idle
 * detection over the platform's events (wall time, not the server clock: idleness is the user's), and the
 * user's push channel.
 */
export const liveModule: CoreModule = ({ bind }) => {
  bind<AuctionStatuses>(AuctionStatuses.key).toDynamicValue(
    (ctx) => new AuctionStatusesHttp(ctx.get<BuyingClient>(Internal.buyingClient)),
  )
  bind<UserActivity>(UserActivity.key).toDynamicValue(
    (ctx) => new UserActivityDom(ctx.get<Platform>(Internal.platform).events, () => Date.now()),
  )
  bind<UserPushFeed>(UserPushFeed.key).toDynamicValue(
    (ctx) =>
      new UserPushFeedRealtime(
        ctx.get<RealtimeChannels>(Internal.realtime),
        ctx.get<SessionControl>(SessionControl.key),
      ),
  )
}
