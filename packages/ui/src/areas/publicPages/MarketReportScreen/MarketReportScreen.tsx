import { messageOf } from '@gavel/domain'
import {
  DEFAULT_MARKET_REPORT,
  MARKET_REPORT_WEEKS,
  type MarketReportGrouping,
  type MarketReportQuery,
  MarketReports,
  MarketReportTexts,
} from '@gavel/domain/areas/publicPages'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { EmptyState } from '../../../primitives/EmptyState'
import { ErrorState } from '../../../primitives/ErrorState'
import { Spinner } from '../../../primitives/Spinner'
import { useService } from '../../../services/ServicesProvider'
import { publicPagesKeys } from '../queryKeys'
import { Controls, Heading, Intro, Page } from './MarketReportScreen.styles'
import { MarketReportTable } from './MarketReportTable'

const GROUPINGS: Readonly<Record<MarketReportGrouping, string>> = { make: 'Make', price_band: 'Price band' }

/**
 * The market report (shell §2.2, §2.5; ADR 0043): by make or price band, the last weeks' sold volume, sell-through,
 * average hammer price and trend. The same screen serves /market-report and the unauthenticated, headerless
 * /market-report/embed (the call is public).
 */
export const MarketReportScreen = () => {
  const reports = useService(MarketReports)
  const [query, setQuery] = useState<MarketReportQuery>(DEFAULT_MARKET_REPORT)
  const report = useQuery({
    queryKey: publicPagesKeys.marketReport(query),
    queryFn: () => reports.report(query),
    placeholderData: keepPreviousData,
  })
  const groupId = useId()
  const weeksId = useId()
  const data = report.data

  return (
    <Page>
      <Heading>{MarketReportTexts.title}</Heading>
      <Intro>{MarketReportTexts.intro.replace('{weeks}', String(query.weeks))}</Intro>
      <Controls>
        <label htmlFor={groupId}>
          Segment by
          <select
            id={groupId}
            value={query.groupBy}
            onChange={(e) => setQuery({ ...query, groupBy: e.target.value as MarketReportGrouping })}
          >
            {Object.entries(GROUPINGS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={weeksId}>
          Period
          <select
            id={weeksId}
            value={query.weeks}
            onChange={(e) => setQuery({ ...query, weeks: Number(e.target.value) })}
          >
            {MARKET_REPORT_WEEKS.map((w) => (
              <option key={w} value={w}>{`Last ${w} weeks`}</option>
            ))}
          </select>
        </label>
      </Controls>
      {report.isPending ? (
        <Spinner label="Loading the market report" />
      ) : report.isError && !data ? (
        <ErrorState
          message={`${MarketReportTexts.error} ${messageOf(report.error)}`}
          onRetry={() => void report.refetch()}
          retrying={report.isFetching}
        />
      ) : !data || data.segments.length === 0 ? (
        <EmptyState title="No results yet">{MarketReportTexts.empty}</EmptyState>
      ) : (
        <div aria-busy={report.isFetching || undefined}>
          <MarketReportTable segments={data.segments} segmentName={GROUPINGS[data.groupBy]} />
        </div>
      )}
    </Page>
  )
}
