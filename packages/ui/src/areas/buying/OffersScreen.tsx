import { formatUsd, messageOf } from '@gavel/domain'
import { type Deal, type DealOffer, OFFER_STATE_WORDS } from '@gavel/domain/areas/buying'
import { Link, useSearchParams } from 'react-router'
import { ErrorState } from '../../primitives/ErrorState'
import { Spinner } from '../../primitives/Spinner'
import { useSession } from '../../services/useSession'
import { EmptyList, MyAccountPage } from '../myAccount'
import { useDeals, useOffers } from './buyingQueries'
import { offerTabs } from './buyingTabs'
import { DealPanel } from './DealPanel'
import { DealItem, OfferItem, Plain } from './OffersScreen.styles'

/** Offers made to the viewer's dealerships: by another dealership (marketplace §7 bff/offers or v2/offers). */
const receivedBy = (offers: readonly DealOffer[], dealerIds: readonly number[]) =>
  offers.filter((o) => !dealerIds.includes(o.dealerId))

/**
 * /myacv/offers/received: the offers other dealerships made to the viewer, each state in words (marketplace §3),
 * and the deals tab (`?list=deals`, bff/deals) where each negotiation is answered in place.
 */
export const OffersReceivedScreen = () => {
  const [params] = useSearchParams()
  const session = useSession()
  const offers = useOffers()
  const deals = useDeals()
  const mine = session?.user.dealerships.map((d) => d.id) ?? []
  const received = offers.data ? receivedBy(offers.data, mine) : undefined
  const showDeals = params.get('list') === 'deals'
  return (
    <MyAccountPage
      title={showDeals ? 'Deals' : 'Offers'}
      tabs={offerTabs(session?.flags ?? null, { offers: received, deals: deals.data })}
    >
      {showDeals ? <DealList query={deals} noun="deals" /> : <OfferList query={offers} offers={received} />}
    </MyAccountPage>
  )
}

/** /myacv/offers/received/buying (buyers' offers page, by flag): the deals in which the viewer is the buyer. */
export const BuyersOffersScreen = () => {
  const session = useSession()
  const offers = useOffers()
  const deals = useDeals()
  const mine = session?.user.dealerships.map((d) => d.id) ?? []
  return (
    <MyAccountPage
      title="My Offers"
      tabs={offerTabs(session?.flags ?? null, {
        offers: offers.data ? receivedBy(offers.data, mine) : undefined,
        deals: deals.data,
      })}
    >
      <DealList query={deals} noun="offers as a buyer" only="buyer" />
    </MyAccountPage>
  )
}

type OffersQuery = ReturnType<typeof useOffers>
type DealsQuery = ReturnType<typeof useDeals>

const OfferList = ({ query, offers }: { readonly query: OffersQuery; readonly offers?: readonly DealOffer[] }) => {
  if (query.isPending) return <Spinner label="Loading offers" />
  if (query.isError && !offers)
    return (
      <ErrorState message={messageOf(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    )
  if (!offers || offers.length === 0) return <EmptyList list="offers received" />
  return (
    <Plain aria-label="Offers received">
      {offers.map((o) => (
        <OfferItem key={o.id}>
          <Link to={`/auction/${o.auctionId}`}>{`Auction ${o.auctionId}`}</Link>
          <span>{o.state === 4 ? 'A sealed bid' : formatUsd(o.amount)}</span>
          <span>{OFFER_STATE_WORDS[o.state]}</span>
          <span>{new Date(o.madeAt).toLocaleString('en-US')}</span>
          {o.rejectionReason && o.state === 2 && <span>{o.rejectionReason}</span>}
        </OfferItem>
      ))}
    </Plain>
  )
}

const DealList = ({
  query,
  noun,
  only,
}: {
  readonly query: DealsQuery
  readonly noun: string
  readonly only?: Deal['side']
}) => {
  if (query.isPending) return <Spinner label="Loading deals" />
  if (query.isError && !query.data)
    return (
      <ErrorState message={messageOf(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    )
  const deals = (query.data ?? []).filter((d) => only === undefined || d.side === only)
  if (deals.length === 0) return <EmptyList list={noun} />
  return (
    <Plain aria-label={noun}>
      {deals.map((d) => (
        <DealItem key={d.auction.id} aria-label={d.auction.title}>
          <Link to={`/auction/${d.auction.id}`}>{d.auction.title}</Link>
          <span>{`${d.side === 'buyer' ? 'Buying' : 'Selling'} · ${d.auction.sellerName}`}</span>
          <DealPanel auctionId={d.auction.id} initial={d} />
        </DealItem>
      ))}
    </Plain>
  )
}
