import { BidAwaitsApproval } from '@gavel/domain'
import { Schema } from 'effect'
import { guardOrThrow } from '../support/guarded'
import { isBidApprovalRequestedWire } from './guards/generated/guards'

/** BidApprovalRequested of contracts/openapi/buying.yaml (the 202 answer to a bid, ADR 0025). */
export const BidApprovalRequestedWire = Schema.Struct({
  status: Schema.Literal('approval_requested'),
  message: Schema.String,
  approval_request: Schema.Struct({
    id: Schema.Number,
    auction_id: Schema.Number,
    amount: Schema.Number,
    limit_kind: Schema.Literals(['single_bid', 'daily_spend']),
    limit: Schema.Number,
    status: Schema.Literal('pending'),
  }),
})

const decode = guardOrThrow(isBidApprovalRequestedWire, 'bid')

/** The bid became an approval request: the domain's BidAwaitsApproval with the server's sentence. */
export const toBidApproval = (payload: unknown): BidAwaitsApproval => {
  const w = decode(payload)
  return new BidAwaitsApproval({
    message: w.message,
    requestId: w.approval_request.id,
    amount: w.approval_request.amount,
    limitKind: w.approval_request.limit_kind,
    limit: w.approval_request.limit,
  })
}
