import { type AuctionId, AuctionsById, type DealerId, messageOf } from '@gavel/domain'
import { Arbitration, OPEN_CLAIM_ACTION } from '@gavel/domain/areas/postSale'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { vehicleTitle } from '../../../components/AuctionCard/vehicleTitle'
import { EmptyState } from '../../../primitives/EmptyState'
import { ErrorState } from '../../../primitives/ErrorState'
import { Spinner } from '../../../primitives/Spinner'
import { queryKeys } from '../../../services/queryKeys'
import { useService } from '../../../services/ServicesProvider'
import { PostSalePage } from '../PostSalePage'
import { Card, Lead, SubHeading } from '../postSale.styles'
import { postSaleKeys } from '../queryKeys'
import { timelinePath, useAuctionIdParam, useBuyer } from '../useBuyer'
import { ComplaintForm } from './ComplaintForm'

export const ReportProblemTexts = {
  heading: 'Report a problem',
  lead: 'Tell us what is wrong with the vehicle, with photos or documents, while the arbitration window is open.',
  loading: 'Loading what you can do about this purchase',
  actions: 'What you can do',
  available: 'Available',
  unavailable: 'Not available',
  closed: 'A claim can no longer be opened for this purchase',
  closedBody: 'The arbitration window is closed, or the purchase is not yours to claim.',
  badId: 'This purchase was not found',
  badIdBody: 'Check the link, or open it from your won auctions.',
  policy: 'Read the arbitration policy',
  timeline: 'Back to the purchase timeline',
} as const

const Report = ({
  auctionId,
  dealerId,
  blockedReason,
}: {
  readonly auctionId: AuctionId
  readonly dealerId: DealerId
  readonly blockedReason: string | null
}) => {
  const arbitration = useService(Arbitration)
  const catalog = useService(AuctionsById)
  const actions = useQuery({
    queryKey: postSaleKeys.arbitrationActions(auctionId, dealerId),
    queryFn: () => arbitration.actions(auctionId, dealerId),
  })
  const auction = useQuery({ queryKey: queryKeys.auction(auctionId), queryFn: () => catalog.getById(auctionId) })
  if (actions.isPending || auction.isPending) return <Spinner label={ReportProblemTexts.loading} />
  const failed = actions.isError ? actions : auction.isError ? auction : null
  if (failed !== null) {
    return (
      <ErrorState
        message={messageOf(failed.error)}
        onRetry={() => void failed.refetch()}
        retrying={failed.isFetching}
      />
    )
  }
  const open = actions.data?.some((a) => a.type === OPEN_CLAIM_ACTION && a.available) ?? false
  return (
    <>
      {auction.data && <Lead>{vehicleTitle(auction.data.vehicle)}</Lead>}
      <Card aria-labelledby="arbitration-actions">
        <SubHeading id="arbitration-actions">{ReportProblemTexts.actions}</SubHeading>
        <ul>
          {actions.data?.map((a) => (
            <li key={a.type}>
              {a.label}: {a.available ? ReportProblemTexts.available : ReportProblemTexts.unavailable}
            </li>
          ))}
        </ul>
      </Card>
      {open ? (
        <ComplaintForm
          auctionId={auctionId}
          dealerId={dealerId}
          sections={auction.data?.conditionReport?.sections ?? []}
          blockedReason={blockedReason}
        />
      ) : (
        <EmptyState title={ReportProblemTexts.closed}>{ReportProblemTexts.closedBody}</EmptyState>
      )}
    </>
  )
}

/** /myacv/won/report-a-problem/:auctionId (shell §2.4; marketplace §2 arbitration complaint flow, §7 arbitration). */
export const ReportProblemScreen = () => {
  const id = useAuctionIdParam()
  const { dealerships, blockedReason } = useBuyer()
  const dealer = dealerships[0]
  return (
    <PostSalePage title={ReportProblemTexts.heading}>
      <p>{ReportProblemTexts.lead}</p>
      {id === null || dealer === undefined ? (
        <EmptyState title={ReportProblemTexts.badId}>{ReportProblemTexts.badIdBody}</EmptyState>
      ) : (
        <Report auctionId={id} dealerId={dealer.id} blockedReason={blockedReason} />
      )}
      <Link to="/myacv/won/arbitration-policy">{ReportProblemTexts.policy}</Link>
      {id !== null && <Link to={timelinePath(id)}>{ReportProblemTexts.timeline}</Link>}
    </PostSalePage>
  )
}
