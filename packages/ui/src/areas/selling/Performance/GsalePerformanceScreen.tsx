import { FlagSlugs, isLaunchGuaranteedSale, messageOf } from '@gavel/domain'
import { isGuaranteedSaleAuction, SellingLists } from '@gavel/domain/areas/selling'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import styled from 'styled-components'
import { ErrorState } from '../../../primitives/ErrorState'
import { Spinner } from '../../../primitives/Spinner'
import { useService } from '../../../services/ServicesProvider'
import { useSession } from '../../../services/useSession'
import { sellingKeys } from '../queryKeys'
import { PerformanceView } from './PerformanceScreen'
import { Card, Figure } from './PerformanceScreen.styles'

const Lead = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space[4]};
`

/** How many of the seller's running auctions are in the guaranteed-sale lane (bff/myacv/active/selling). */
const RunningInGuaranteedSale = () => {
  const lists = useService(SellingLists)
  const query = useQuery({
    queryKey: sellingKeys.list('activeSelling'),
    queryFn: () => lists.auctions('activeSelling'),
  })
  const session = useSession()
  // The guaranteed-sale page wants its flag and the launch_gtd_sale role (the route table's guard).
  const mayOpen =
    session !== null && session.flags[FlagSlugs.guaranteedSale] === true && isLaunchGuaranteedSale(session.user)
  const running = query.data?.filter(isGuaranteedSaleAuction).length ?? 0
  return (
    <Lead aria-labelledby="gsale-now">
      <h2 id="gsale-now">Running in Guaranteed Sale now</h2>
      {query.isPending ? (
        <Spinner label="Loading guaranteed-sale auctions" />
      ) : query.isError ? (
        <ErrorState message={messageOf(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <>
          <Figure>{`${running} auction${running === 1 ? '' : 's'}`}</Figure>
          {mayOpen && (
            <p>
              <Link to="/myacv/guaranteed-sale">See them on Guaranteed Sale</Link>
            </p>
          )}
        </>
      )}
    </Lead>
  )
}

/**
 * /myacv/gsale-performance (shell §2.4, active users only): the seller's guaranteed-sale auctions running now, then
 * the dealership's selling metrics (seller_performance_metrics/{id}), which the service does not split by lane.
 */
export const GsalePerformanceScreen = () => (
  <PerformanceView
    title="Guaranteed Sale Performance"
    lead={<RunningInGuaranteedSale />}
    caption="Sell-through, outcomes and averages cover every lane the dealership sold in."
  />
)
