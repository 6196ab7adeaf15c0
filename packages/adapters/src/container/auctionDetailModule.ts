import { AuctionDocuments, AuctionInsights } from '@gavel/domain'
import type { BuyingClient } from '@gavel/sdk'
import { ContainerModule } from 'inversify'
import { AuctionDocumentsHttp } from '../http/AuctionDocumentsHttp'
import { AuctionInsightsHttp } from '../http/AuctionInsightsHttp'
import { Internal } from './tokens'

/** The auction detail page's ports: notification info, seller performance, carfax, view count, bill of sale. */
export const auctionDetailModule = new ContainerModule(({ bind }) => {
  bind<AuctionInsights>(AuctionInsights.key).toDynamicValue(
    (ctx) => new AuctionInsightsHttp(ctx.get<BuyingClient>(Internal.buyingClient)),
  )
  bind<AuctionDocuments>(AuctionDocuments.key).toDynamicValue(
    (ctx) => new AuctionDocumentsHttp(ctx.get<BuyingClient>(Internal.buyingClient)),
  )
})
