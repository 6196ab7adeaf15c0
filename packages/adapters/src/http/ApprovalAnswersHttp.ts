import type { ApprovalAnswers, NotificationApproval } from '@gavel/domain'
import type { OrganizationClient } from '@gavel/sdk'
import { Schema } from 'effect'
import { guardOrThrow } from '../support/guarded'
import { callGateway } from '../support/toDomainError'
import { isAnsweredApprovalWire } from '../wire/guards/generated/guards'

/** The fields of organization.yaml's BidApprovalRequest an answer needs (its new state and the receipt). */
export const AnsweredApprovalWire = Schema.Struct({
  data: Schema.Struct({
    id: Schema.Int,
    organizationId: Schema.Int,
    status: Schema.Literals(['pending', 'placed', 'failed', 'declined', 'lapsed']),
    outcome: Schema.NullOr(Schema.String),
  }),
})
const decodeAnswered = guardOrThrow(isAnsweredApprovalWire, 'bid approval request')

/**
 * An admin's answer from a notification (ADR 0044): POST organization/{id}/bid-approvals/{requestId}, sent once as
 * an action (never retried into a second answer); a request already answered is the server's 409 sentence.
 */
export class ApprovalAnswersHttp implements ApprovalAnswers {
  constructor(private readonly client: OrganizationClient) {}

  async answer(approval: NotificationApproval, decision: 'approve' | 'decline'): Promise<NotificationApproval> {
    const { data } = await callGateway(
      () =>
        this.client.POST('/organization/{id}/bid-approvals/{requestId}', {
          params: { path: { id: approval.organizationId, requestId: approval.requestId } },
          body: { decision },
        }),
      { action: true },
    )
    const w = decodeAnswered(data).data
    return { requestId: w.id, organizationId: w.organizationId, status: w.status, outcome: w.outcome }
  }
}
