import { formatUsd } from '@gavel/domain'
import { formatSellThrough, formatTrend, type MarketSegment } from '@gavel/domain/areas/publicPages'
import { Bar, Table, Trend, Weeks } from './MarketReportScreen.styles'

const direction = (trend: number | null) => (trend === null || trend === 0 ? 'flat' : trend > 0 ? 'up' : 'down')

/** Weekly sold volume as small bars, oldest first; the numbers are its accessible name. */
const WeeklyBars = ({ segment }: { readonly segment: MarketSegment }) => {
  const most = Math.max(1, ...segment.weekly.map((w) => w.soldCount))
  return (
    <Weeks role="img" aria-label={`Sold per week, oldest first: ${segment.weekly.map((w) => w.soldCount).join(', ')}`}>
      {segment.weekly.map((w) => (
        <span key={w.weekStart} style={{ height: `${Math.round((w.soldCount / most) * 100)}%` }} />
      ))}
    </Weeks>
  )
}

/** The report's segments: sold volume, sell-through (with a bar), average hammer price, trend and weekly bars. */
export const MarketReportTable = ({
  segments,
  segmentName,
}: {
  readonly segments: readonly MarketSegment[]
  readonly segmentName: string
}) => (
  <Table>
    <thead>
      <tr>
        <th scope="col">{segmentName}</th>
        <th scope="col">Sold</th>
        <th scope="col">Sell-through</th>
        <th scope="col">Avg. hammer price</th>
        <th scope="col">Trend</th>
        <th scope="col">Weekly volume</th>
      </tr>
    </thead>
    <tbody>
      {segments.map((s) => (
        <tr key={s.key}>
          <th scope="row">{s.label}</th>
          <td data-label="Sold">{`${s.soldCount} of ${s.offeredCount}`}</td>
          <td data-label="Sell-through">
            {formatSellThrough(s.sellThroughRate)}
            <Bar aria-hidden="true">
              <span style={{ width: formatSellThrough(s.sellThroughRate) }} />
            </Bar>
          </td>
          <td data-label="Avg. hammer price">
            {s.averageHammerPrice === null ? '—' : formatUsd(s.averageHammerPrice)}
          </td>
          <td data-label="Trend">
            <Trend $direction={direction(s.trendPct)}>{formatTrend(s.trendPct)}</Trend>
          </td>
          <td data-label="Weekly volume">
            <WeeklyBars segment={s} />
          </td>
        </tr>
      ))}
    </tbody>
  </Table>
)
