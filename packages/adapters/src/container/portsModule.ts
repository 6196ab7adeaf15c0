import {
  AuctionBidding,
  AuctionHiding,
  AuctionListing,
  AuctionsById,
  Clock,
  CrossTabLock,
  createSessionControl,
  ExternalTools,
  Identity,
  LiveAuctionFeed,
  SessionControl,
  SessionVault,
} from '@gavel/domain'
import type { BuyingClient, IdentityClient, SearchClient } from '@gavel/sdk'
import { AuctionBiddingHttp } from '../http/AuctionBiddingHttp'
import { AuctionHidingHttp } from '../http/AuctionHidingHttp'
import { AuctionListingHttp } from '../http/AuctionListingHttp'
import { AuctionsByIdHttp } from '../http/AuctionsByIdHttp'
import { ExternalToolsHttp } from '../http/ExternalToolsHttp'
import { IdentityHttp } from '../http/IdentityHttp'
import { LiveAuctionFeedRealtime, type RealtimeChannels } from '../realtime/LiveAuctionFeedRealtime'
import type { CoreModule } from './binder'
import type { ContainerHooks } from './hooks'
import { Internal } from './tokens'

/**
 * The ports the listing's first cards and the header read, bound to their HTTP and realtime adapters, and the session
 * use case over them. The shell's other ports load after the first card (`areas/shell`, docs/adr/0046).
 */
export const portsModule: CoreModule = ({ bind }) => {
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
  bind<LiveAuctionFeed>(LiveAuctionFeed.key).toDynamicValue(
    (ctx) =>
      new LiveAuctionFeedRealtime(
        ctx.get<RealtimeChannels>(Internal.realtime),
        ctx.get<ContainerHooks>(Internal.hooks).report,
      ),
  )
  bind<ExternalTools>(ExternalTools.key).toDynamicValue(
    (ctx) => new ExternalToolsHttp(ctx.get<IdentityClient>(Internal.identityClient)),
  )
}
