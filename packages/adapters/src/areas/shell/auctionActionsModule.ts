import { AuctionClaims, AuctionOffers, AuctionReserve, SessionControl, Watchlist } from '@gavel/domain'
import type { BuyingClient, SearchClient } from '@gavel/sdk'
import type { CoreModule } from '../../container/binder'
import { Internal } from '../../container/tokens'
import { AuctionClaimsHttp } from '../../http/AuctionClaimsHttp'
import { AuctionOffersHttp } from '../../http/AuctionOffersHttp'
import { AuctionReserveHttp } from '../../http/AuctionReserveHttp'
import { WatchlistHttp } from '../../http/WatchlistHttp'

/**
 * The detail page's action ports (marketplace §7 Single auction, Search service, Claims; docs/adr/0015). Bids,
 * proxy and persistent proxy bids stay on AuctionBidding (portsModule).
 */
export const auctionActionsModule: CoreModule = ({ bind }) => {
  bind<AuctionOffers>(AuctionOffers.key).toDynamicValue(
    (ctx) =>
      new AuctionOffersHttp(ctx.get<BuyingClient>(Internal.buyingClient), ctx.get<SessionControl>(SessionControl.key)),
  )
  bind<Watchlist>(Watchlist.key).toDynamicValue(
    (ctx) => new WatchlistHttp(ctx.get<SearchClient>(Internal.searchClient)),
  )
  bind<AuctionClaims>(AuctionClaims.key).toDynamicValue(
    (ctx) => new AuctionClaimsHttp(ctx.get<BuyingClient>(Internal.buyingClient)),
  )
  bind<AuctionReserve>(AuctionReserve.key).toDynamicValue(
    (ctx) => new AuctionReserveHttp(ctx.get<BuyingClient>(Internal.buyingClient)),
  )
}
