import { formatUsd, messageOf } from '@gavel/domain'
import { PERFORMANCE_WINDOWS, type PerformanceWindow, SellerPerformanceSource } from '@gavel/domain/areas/selling'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { ErrorState } from '../../../primitives/ErrorState'
import { Spinner } from '../../../primitives/Spinner'
import { useService } from '../../../services/ServicesProvider'
import { useSession } from '../../../services/useSession'
import { MyAccountPage } from '../../myAccount/MyAccountPage'
import { sellingKeys } from '../queryKeys'
import { SelectField } from '../SavedAuctionsScreen/SavedAuctionsScreen.styles'
import { OutcomeBar, SellThroughGauge } from './PerformanceCharts'
import { Card, Figure, Grid } from './PerformanceScreen.styles'

export interface PerformanceViewProps {
  readonly title: string
  /** Shown above the dealership's metrics (e.g. the guaranteed-sale page's own figures). */
  readonly lead?: ReactNode
  /** Says what the metrics cover, under the filters. */
  readonly caption?: string
}

/**
 * A dealership's selling (marketplace §7 seller_performance_metrics/{id}): sell-through as a gauge, its outcomes
 * as a bar, and its averages, over 30, 90 or 365 days.
 */
export const PerformanceView = ({ title, lead, caption }: PerformanceViewProps) => {
  const session = useSession()
  const dealerships = session?.user.dealerships ?? []
  const [dealerId, setDealerId] = useState(session?.user.defaultDealerId ?? dealerships[0]?.id ?? null)
  const [days, setDays] = useState<PerformanceWindow>(90)
  const source = useService(SellerPerformanceSource)
  const query = useQuery({
    queryKey: sellingKeys.performance(dealerId, days),
    queryFn: () => (dealerId === null ? Promise.reject(new Error('no dealership')) : source.metrics(dealerId, days)),
    enabled: dealerId !== null,
  })
  const p = query.data
  return (
    <MyAccountPage title={title}>
      {lead}
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        {dealerships.length > 1 && (
          <SelectField>
            Dealership
            <select value={dealerId ?? ''} onChange={(e) => setDealerId(Number(e.target.value) as typeof dealerId)}>
              {dealerships.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </select>
          </SelectField>
        )}
        <SelectField>
          Period
          <select value={days} onChange={(e) => setDays(Number(e.target.value) as PerformanceWindow)}>
            {PERFORMANCE_WINDOWS.map((d) => (
              <option key={d} value={d}>{`Last ${d} days`}</option>
            ))}
          </select>
        </SelectField>
      </div>
      {caption !== undefined && <p>{caption}</p>}
      {query.isPending ? (
        <Spinner label="Loading performance" />
      ) : query.isError || !p ? (
        <ErrorState message={messageOf(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <Grid>
          <Card aria-labelledby="perf-sell-through">
            <h2 id="perf-sell-through">Sell-through</h2>
            <SellThroughGauge rate={p.sellThroughRate} />
          </Card>
          <Card aria-labelledby="perf-outcomes">
            <h2 id="perf-outcomes">{`${p.launched} auctions ended`}</h2>
            <OutcomeBar performance={p} />
          </Card>
          <Card aria-labelledby="perf-price">
            <h2 id="perf-price">Average sale price</h2>
            <Figure>{p.averageSalePrice === null ? '—' : formatUsd(p.averageSalePrice)}</Figure>
          </Card>
          <Card aria-labelledby="perf-activity">
            <h2 id="perf-activity">Average activity</h2>
            <Figure>{`${p.averageBidCount.toFixed(1)} bids`}</Figure>
            <p>{`${Math.round(p.averageViews)} views an auction`}</p>
          </Card>
        </Grid>
      )}
    </MyAccountPage>
  )
}

/** /myacv/performance (behind its flag in the route table): the dealership's selling. */
export const PerformanceScreen = () => <PerformanceView title="Performance" />
