import { type AuctionId, AuctionsById, type DealerId, messageOf } from '@gavel/domain'
import { Arbitration, PostSaleTracking, postSaleTimeline } from '@gavel/domain/areas/postSale'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { vehicleTitle } from '../../../components/AuctionCard/vehicleTitle'
import { useNow } from '../../../live/TickerProvider'
import { EmptyState } from '../../../primitives/EmptyState'
import { ErrorState } from '../../../primitives/ErrorState'
import { Spinner } from '../../../primitives/Spinner'
import { CacheTimes } from '../../../services/cacheTimes'
import { queryKeys } from '../../../services/queryKeys'
import { useService } from '../../../services/ServicesProvider'
import { PostSalePage } from '../PostSalePage'
import { Lead } from '../postSale.styles'
import { postSaleKeys } from '../queryKeys'
import { useAuctionIdParam, useBuyer } from '../useBuyer'
import { PurchaseDocumentsCard } from './PurchaseDocumentsCard'
import { Steps } from './TimelineScreen.styles'
import { TimelineStepItem } from './TimelineStepItem'

export const TimelineTexts = {
  heading: 'Purchase timeline',
  loading: 'Loading where this purchase stands',
  badId: 'This purchase was not found',
  badIdBody: 'Check the link, or open it from your won auctions.',
  steps: 'Steps after the sale',
  won: 'Back to won auctions',
} as const

const Timeline = ({ auctionId, dealerId }: { readonly auctionId: AuctionId; readonly dealerId: DealerId }) => {
  const tracking = useService(PostSaleTracking)
  const arbitration = useService(Arbitration)
  const now = useNow()
  const progress = useQuery({
    queryKey: postSaleKeys.timeline(auctionId, dealerId),
    queryFn: () => tracking.progress(auctionId, dealerId),
    refetchInterval: CacheTimes.statusPoll,
  })
  const actions = useQuery({
    queryKey: postSaleKeys.arbitrationActions(auctionId, dealerId),
    queryFn: () => arbitration.actions(auctionId, dealerId),
  })
  if (progress.isPending) return <Spinner label={TimelineTexts.loading} />
  if (progress.isError) {
    return (
      <ErrorState
        message={messageOf(progress.error)}
        onRetry={() => void progress.refetch()}
        retrying={progress.isFetching}
      />
    )
  }
  const steps = postSaleTimeline(progress.data, actions.data ?? null, now)
  return (
    <>
      <Steps aria-label={TimelineTexts.steps}>
        {steps.map((s) => (
          <TimelineStepItem key={s.kind} step={s} />
        ))}
      </Steps>
      <PurchaseDocumentsCard auctionId={auctionId} finalized={progress.data.finalizedAt !== null} />
    </>
  )
}

/**
 * /myacv/won/timeline/:auctionId (issue 11, docs/adr/0023): one purchase after the win — payment, title, transport,
 * arbitration window with a live countdown — each step's state, date and next action one click away.
 */
export const TimelineScreen = () => {
  const id = useAuctionIdParam()
  const { dealerships } = useBuyer()
  const catalog = useService(AuctionsById)
  const auction = useQuery({
    queryKey: queryKeys.auction(id),
    queryFn: () => (id === null ? Promise.reject(new Error('no id')) : catalog.getById(id)),
    enabled: id !== null,
  })
  const dealer = dealerships[0]
  return (
    <PostSalePage title={TimelineTexts.heading}>
      {auction.data && <Lead>{vehicleTitle(auction.data.vehicle)}</Lead>}
      {id === null || dealer === undefined ? (
        <EmptyState title={TimelineTexts.badId}>{TimelineTexts.badIdBody}</EmptyState>
      ) : (
        <Timeline auctionId={id} dealerId={dealer.id} />
      )}
      <Link to="/myacv/won">{TimelineTexts.won}</Link>
    </PostSalePage>
  )
}
