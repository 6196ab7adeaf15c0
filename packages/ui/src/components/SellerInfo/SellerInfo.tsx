import type { DealershipPerformance } from '@gavel/domain'
import { Stats } from './SellerInfo.styles'

export interface SellerInfoProps {
  readonly performance: DealershipPerformance
}

/** The selling dealership's record over 90 days (marketplace §7 dealership/{id}/performance_info). */
export const SellerInfo = ({ performance }: SellerInfoProps) => (
  <>
    <p>
      <strong>{performance.dealershipName}</strong>
    </p>
    <Stats>
      <div>
        <dt>Sold, last 90 days</dt>
        <dd>{performance.soldLast90Days}</dd>
      </div>
      <div>
        <dt>Bought, last 90 days</dt>
        <dd>{performance.boughtLast90Days}</dd>
      </div>
      <div>
        <dt>Sell-through rate</dt>
        <dd>{Math.round(performance.sellThroughRate * 100)}%</dd>
      </div>
    </Stats>
  </>
)
