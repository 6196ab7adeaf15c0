import type { MarketReport, MarketReportQuery, MarketReports } from '@gavel/domain/areas/publicPages'
import type { SearchClient } from '@gavel/sdk'
import { Schema } from 'effect'
import { decodeOrThrow } from '../../support/decode'
import { callGateway } from '../../support/toDomainError'

const Price = Schema.NullOr(Schema.Int)

/** MarketReport of contracts/openapi/search.yaml (GET /market-report, ADR 0043). */
const MarketReportWire = Schema.Struct({
  group_by: Schema.Literals(['make', 'price_band']),
  weeks: Schema.Int,
  period_start: Schema.Int,
  period_end: Schema.Int,
  segments: Schema.Array(
    Schema.Struct({
      key: Schema.String,
      label: Schema.String,
      offered_count: Schema.Int,
      sold_count: Schema.Int,
      sell_through_rate: Schema.Number,
      average_hammer_price: Price,
      trend_pct: Schema.NullOr(Schema.Number),
      weekly: Schema.Array(
        Schema.Struct({ week_start: Schema.Int, sold_count: Schema.Int, average_hammer_price: Price }),
      ),
    }),
  ),
})
const decodeMarketReport = decodeOrThrow(MarketReportWire, 'market report')

/** The market report from the search gateway; public, so it works on the unauthenticated embed. */
export class MarketReportsHttp implements MarketReports {
  constructor(private readonly client: SearchClient) {}

  async report(query: MarketReportQuery): Promise<MarketReport> {
    const { data } = await callGateway(() =>
      this.client.GET('/market-report', { params: { query: { group_by: query.groupBy, weeks: query.weeks } } }),
    )
    const wire = decodeMarketReport(data)
    return {
      groupBy: wire.group_by,
      weeks: wire.weeks,
      periodStart: wire.period_start * 1000,
      periodEnd: wire.period_end * 1000,
      segments: wire.segments.map((s) => ({
        key: s.key,
        label: s.label,
        offeredCount: s.offered_count,
        soldCount: s.sold_count,
        sellThroughRate: s.sell_through_rate,
        averageHammerPrice: s.average_hammer_price,
        trendPct: s.trend_pct,
        weekly: s.weekly.map((w) => ({
          weekStart: w.week_start * 1000,
          soldCount: w.sold_count,
          averageHammerPrice: w.average_hammer_price,
        })),
      })),
    }
  }
}
