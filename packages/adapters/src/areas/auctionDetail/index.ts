import { AuctionDocuments, AuctionInsights } from '@gavel/domain'
import type { BuyingClient } from '@gavel/sdk'
import { Internal } from '../../container/tokens'
import { AuctionDocumentsHttp } from '../../http/AuctionDocumentsHttp'
import { AuctionInsightsHttp } from '../../http/AuctionInsightsHttp'
import { defineArea } from '../defineArea'
import { bindLandedCostSources } from '../landedCost'
import { bindRunHistory } from '../selling/RunHistoryHttp'

/**
 * The auction detail page's own ports: notification info, seller performance, carfax, view count, bill of sale, the
 * landed cost's sources, and the run changes of a relaunched vehicle.
 */
export const auctionDetailArea = defineArea('auction-detail', ({ bind, isBound }) => {
  bind<AuctionInsights>(AuctionInsights.key).toDynamicValue(
    (ctx) => new AuctionInsightsHttp(ctx.get<BuyingClient>(Internal.buyingClient)),
  )
  bind<AuctionDocuments>(AuctionDocuments.key).toDynamicValue(
    (ctx) => new AuctionDocumentsHttp(ctx.get<BuyingClient>(Internal.buyingClient)),
  )
  bindLandedCostSources({ bind })
  // What changed since the vehicle's previous run (docs/adr/0024): buyers see it on the auction page.
  bindRunHistory({ bind, isBound })
})
