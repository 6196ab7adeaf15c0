import { formatUsd, messageOf } from '@gavel/domain'
import type { BidApproval } from '@gavel/domain/areas/settings'
import { Link } from 'react-router'
import { Button } from '../../../primitives/Button'
import { ErrorState } from '../../../primitives/ErrorState'
import { Spinner } from '../../../primitives/Spinner'
import { Muted, Refused, Section } from '../common/Page.styles'
import { Receipt, Request, Requests, StatusTag } from './Team.styles'
import { useAnswerApproval, useApprovals } from './teamQueries'

const STATUS: Record<BidApproval['status'], string> = {
  pending: 'Waiting for an admin',
  placed: 'Approved, bid placed',
  failed: 'Approved, not placed',
  declined: 'Declined',
  lapsed: 'Lapsed',
}

const limitText = (r: BidApproval) =>
  r.limitKind === 'single_bid' ? `${formatUsd(r.limit)} single-bid limit` : `${formatUsd(r.limit)} daily limit`

export interface ApprovalsPanelProps {
  readonly dealerId: number
}

/**
 * Bids above a team limit (ADR 0025): pending requests first, each approved or declined with one click; answered
 * ones with the receipt the bidder also gets.
 */
export const ApprovalsPanel = ({ dealerId }: ApprovalsPanelProps) => {
  const query = useApprovals(dealerId)
  const answer = useAnswerApproval(dealerId)
  const busyId = answer.isPending ? answer.variables?.requestId : undefined
  return (
    <Section aria-labelledby="approvals-heading">
      <h2 id="approvals-heading">Bid approvals</h2>
      <Muted>Bids your team placed above the limits you set wait here for an admin.</Muted>
      {answer.isError && <Refused role="alert">{messageOf(answer.error)}</Refused>}
      {query.isPending ? (
        <Spinner label="Loading bid approvals" />
      ) : query.isError ? (
        <ErrorState message={messageOf(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data.length === 0 ? (
        <Muted>You don't currently have any bid approvals. When you do, they'll appear here.</Muted>
      ) : (
        <Requests aria-label="Bid approval requests">
          {[...query.data]
            .sort((a, b) => Number(b.status === 'pending') - Number(a.status === 'pending'))
            .map((r) => (
              <Request key={r.id} aria-label={`${r.bidderName}: ${formatUsd(r.amount)} on the ${r.vehicle}`}>
                <div>
                  <strong>{r.bidderName}</strong> bid <strong>{formatUsd(r.amount)}</strong>
                  {r.proxy ? ' (proxy)' : ''} on the <Link to={`/auction/${r.auctionId}`}>{r.vehicle}</Link>, above the{' '}
                  {limitText(r)}.
                </div>
                <StatusTag $status={r.status}>{STATUS[r.status]}</StatusTag>
                {r.status === 'pending' ? (
                  <div>
                    <Button
                      size="sm"
                      loading={busyId === r.id && answer.variables?.decision === 'approve'}
                      disabledReason={busyId !== undefined && busyId !== r.id ? 'Another answer is being sent.' : null}
                      onClick={() => answer.mutate({ requestId: r.id, decision: 'approve' })}
                    >
                      Approve
                    </Button>{' '}
                    <Button
                      size="sm"
                      variant="secondary"
                      loading={busyId === r.id && answer.variables?.decision === 'decline'}
                      disabledReason={busyId !== undefined && busyId !== r.id ? 'Another answer is being sent.' : null}
                      onClick={() => answer.mutate({ requestId: r.id, decision: 'decline' })}
                    >
                      Decline
                    </Button>
                  </div>
                ) : (
                  r.outcome && <Receipt>{r.outcome}</Receipt>
                )}
              </Request>
            ))}
        </Requests>
      )}
    </Section>
  )
}
