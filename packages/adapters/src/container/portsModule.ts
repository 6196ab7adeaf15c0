import {
  AuctionBidding,
  AuctionHiding,
  AuctionListing,
  AuctionsById,
  BuyingLimitsSource,
  Clock,
  CrossTabLock,
  createSessionControl,
  Identity,
  LiveAuctionFeed,
  Notifications,
  SessionControl,
  SessionVault,
  TermsCheckLog,
  TermsOfService,
} from '@gavel/domain'
import type { BuyingClient, IdentityClient, NotificationsClient, SearchClient, TermsClient } from '@gavel/sdk'
import { ContainerModule } from 'inversify'
import { TermsCheckLogLocalStorage } from '../browser/TermsCheckLogLocalStorage'
import { gatewayUrl, type RuntimeConfig } from '../config/RuntimeConfig'
import { AuctionBiddingHttp } from '../http/AuctionBiddingHttp'
import { AuctionHidingHttp } from '../http/AuctionHidingHttp'
import { AuctionListingHttp } from '../http/AuctionListingHttp'
import { AuctionsByIdHttp } from '../http/AuctionsByIdHttp'
import { BuyingLimitsHttp } from '../http/BuyingLimitsHttp'
import { IdentityHttp } from '../http/IdentityHttp'
import { NotificationsHttp } from '../http/NotificationsHttp'
import { TermsOfServiceHttp } from '../http/TermsOfServiceHttp'
import { LiveAuctionFeedRealtime, type RealtimeChannels } from '../realtime/LiveAuctionFeedRealtime'
import type { ContainerHooks } from './hooks'
import type { Platform } from './platform'
import { Internal } from './tokens'

/** The domain's ports bound to their HTTP and realtime adapters, and the session use case over them. */
export const portsModule = new ContainerModule(({ bind }) => {
  bind<Identity>(Identity.key).toDynamicValue(
    (ctx) => new IdentityHttp(ctx.get<IdentityClient>(Internal.identityClient), ctx.get<Clock>(Clock.key)),
  )
  bind<SessionControl>(SessionControl.key).toDynamicValue((ctx) =>
    createSessionControl({
      identity: ctx.get<Identity>(Identity.key),
      vault: ctx.get<SessionVault>(SessionVault.key),
      lock: ctx.get<CrossTabLock>(CrossTabLock.key),
      clock: ctx.get<Clock>(Clock.key),
      // reported without the token itself: tokens never reach logs (shell §4.2)
      onMalformedRefreshToken: (token) =>
        ctx
          .get<ContainerHooks>(Internal.hooks)
          .report?.(new Error(token === '' ? 'Missing refresh token' : 'Malformed refresh token')),
    }),
  )
  bind<AuctionListing>(AuctionListing.key).toDynamicValue(
    (ctx) =>
      new AuctionListingHttp(
        ctx.get<BuyingClient>(Internal.buyingClient),
        ctx.get<SearchClient>(Internal.searchClient),
      ),
  )
  bind<AuctionHiding>(AuctionHiding.key).toDynamicValue(
    (ctx) => new AuctionHidingHttp(ctx.get<SearchClient>(Internal.searchClient)),
  )
  bind<AuctionsById>(AuctionsById.key).toDynamicValue(
    (ctx) => new AuctionsByIdHttp(ctx.get<BuyingClient>(Internal.buyingClient)),
  )
  bind<AuctionBidding>(AuctionBidding.key).toDynamicValue(
    (ctx) =>
      new AuctionBiddingHttp(ctx.get<BuyingClient>(Internal.buyingClient), ctx.get<SessionControl>(SessionControl.key)),
  )
  bind<BuyingLimitsSource>(BuyingLimitsSource.key).toDynamicValue(
    (ctx) => new BuyingLimitsHttp(ctx.get<BuyingClient>(Internal.buyingClient)),
  )
  bind<LiveAuctionFeed>(LiveAuctionFeed.key).toDynamicValue(
    (ctx) =>
      new LiveAuctionFeedRealtime(
        ctx.get<RealtimeChannels>(Internal.realtime),
        ctx.get<ContainerHooks>(Internal.hooks).report,
      ),
  )
  bind<Notifications>(Notifications.key).toDynamicValue(
    (ctx) => new NotificationsHttp(ctx.get<NotificationsClient>(Internal.notificationsClient)),
  )
  bind<TermsOfService>(TermsOfService.key).toDynamicValue(
    (ctx) =>
      new TermsOfServiceHttp(
        ctx.get<TermsClient>(Internal.termsClient),
        gatewayUrl(ctx.get<RuntimeConfig>(Internal.config), 'terms'),
      ),
  )
  bind<TermsCheckLog>(TermsCheckLog.key).toDynamicValue(
    (ctx) => new TermsCheckLogLocalStorage(ctx.get<Platform>(Internal.platform).storage),
  )
})
