import { createPortId } from '../../ports/portId'

/** How the market report is segmented (ADR 0043): by make or by price band. */
export type MarketReportGrouping = 'make' | 'price_band'

/** One week of a segment, oldest first (ADR 0043). */
export interface MarketWeek {
  /** Epoch milliseconds. */
  readonly weekStart: number
  readonly soldCount: number
  readonly averageHammerPrice: number | null
}

/** One segment of the market report: volume, sell-through, average hammer price and trend (ADR 0043). */
export interface MarketSegment {
  readonly key: string
  readonly label: string
  readonly offeredCount: number
  readonly soldCount: number
  /** 0…1. */
  readonly sellThroughRate: number
  readonly averageHammerPrice: number | null
  /** Percent change of the average hammer price over the window; null with fewer than two weeks of sales. */
  readonly trendPct: number | null
  readonly weekly: readonly MarketWeek[]
}

export interface MarketReport {
  readonly groupBy: MarketReportGrouping
  readonly weeks: number
  /** Epoch milliseconds. */
  readonly periodStart: number
  readonly periodEnd: number
  readonly segments: readonly MarketSegment[]
}

export interface MarketReportQuery {
  readonly groupBy: MarketReportGrouping
  readonly weeks: number
}

/** The weeks a reader can pick, and the default (ADR 0043). */
export const MARKET_REPORT_WEEKS = [4, 8, 12] as const
export const DEFAULT_MARKET_REPORT: MarketReportQuery = { groupBy: 'make', weeks: 4 }

export const MarketReportTexts = {
  title: 'Market Report',
  intro: 'Wholesale results of the auctions that ended in the last {weeks} weeks.',
  empty: 'No auctions ended in this period. When they do, their results will appear here.',
  error: 'The market report could not be loaded.',
} as const

/**
 * The market report (shell §2.2, ADR 0043; GET search/market-report, public: the embed is unauthenticated).
 * Rejects with ServiceUnavailable, MalformedResponse, RequestCanceled or the server's refusal.
 */
export interface MarketReports {
  report(query: MarketReportQuery): Promise<MarketReport>
}
export const MarketReports = createPortId<MarketReports>('market-reports')

/** The trend as a reader sees it: '+4.5%', '−3.0%', '0.0%', or '—' without a trend. */
export const formatTrend = (trendPct: number | null): string =>
  trendPct === null ? '—' : `${trendPct > 0 ? '+' : trendPct < 0 ? '−' : ''}${Math.abs(trendPct).toFixed(1)}%`

/** The sell-through rate as a whole percent: '67%'. */
export const formatSellThrough = (rate: number): string => `${Math.round(rate * 100)}%`
