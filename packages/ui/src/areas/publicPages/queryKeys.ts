import type { MarketReportQuery } from '@gavel/domain/areas/publicPages'

/** The query cache's keys of the public pages. */
export const publicPagesKeys = {
  marketReport: (query: MarketReportQuery) => ['market-report', query.groupBy, query.weeks] as const,
}
