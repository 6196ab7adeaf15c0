import { messageOf } from '@gavel/domain'
import { Link } from 'react-router'
import { ErrorState } from '../../../primitives/ErrorState'
import { Spinner } from '../../../primitives/Spinner'
import { useDeals } from '../../buying/buyingQueries'
import { DealPanel } from '../../buying/DealPanel'
import { DealItem, Plain } from '../../buying/OffersScreen.styles'
import { EmptyList } from '../../myAccount/EmptyList'
import { MyAccountPage } from '../../myAccount/MyAccountPage'

/**
 * /myacv/offers/received/selling: the negotiations in which the viewer's dealership sells, each answered in place
 * (accept, reject, counter) with the buying area's deal panel — the same offer rules (domain offers, one key per
 * intent).
 */
export const SellerOffersScreen = () => {
  const deals = useDeals()
  const selling = (deals.data ?? []).filter((d) => d.side === 'seller')
  return (
    <MyAccountPage title="Offers">
      {deals.isPending ? (
        <Spinner label="Loading offers" />
      ) : deals.isError && !deals.data ? (
        <ErrorState message={messageOf(deals.error)} onRetry={() => void deals.refetch()} retrying={deals.isFetching} />
      ) : selling.length === 0 ? (
        <EmptyList list="offers received as a seller" />
      ) : (
        <Plain aria-label="Offers received as a seller">
          {selling.map((d) => (
            <DealItem key={d.auction.id} aria-label={d.auction.title}>
              <Link to={`/auction/${d.auction.id}`}>{d.auction.title}</Link>
              <DealPanel auctionId={d.auction.id} initial={d} />
            </DealItem>
          ))}
        </Plain>
      )}
    </MyAccountPage>
  )
}
