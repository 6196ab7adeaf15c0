import { MarketReports } from '@gavel/domain/areas/publicPages'
import type { SearchClient } from '@gavel/sdk'
import { Internal } from '../../container/tokens'
import { defineArea } from '../defineArea'
import { MarketReportsHttp } from './MarketReportsHttp'

/** Public and utility pages (jwt-embed, universal links, market report, …). */
export const publicPagesArea = defineArea('public-pages', ({ bind }) => {
  bind<MarketReports>(MarketReports.key).toDynamicValue(
    (ctx) => new MarketReportsHttp(ctx.get<SearchClient>(Internal.searchClient)),
  )
})
