import { BidApproval, TeamMember } from '@gavel/domain/areas/settings'
import { Schema } from 'effect'
import { decodeOrThrow } from '../../support/decode'

const LimitsWire = Schema.Struct({ maxBid: Schema.NullOr(Schema.Number), dailySpend: Schema.NullOr(Schema.Number) })
const MemberWire = Schema.Struct({
  userId: Schema.Number,
  firstName: Schema.String,
  lastName: Schema.String,
  email: Schema.String,
  role: Schema.String,
  status: Schema.Literals(['active', 'invited']),
  isPrimaryContact: Schema.Boolean,
  limits: LimitsWire,
})
const ApprovalWire = Schema.Struct({
  id: Schema.Number,
  organizationId: Schema.Number,
  auctionId: Schema.Number,
  vehicle: Schema.String,
  bidder: Schema.Struct({ userId: Schema.Number, name: Schema.String }),
  amount: Schema.Number,
  proxy: Schema.Boolean,
  limitKind: Schema.String,
  limit: Schema.Number,
  status: Schema.String,
  requestedAt: Schema.Number,
  answeredAt: Schema.NullOr(Schema.Number),
  answeredBy: Schema.NullOr(Schema.String),
  outcome: Schema.NullOr(Schema.String),
})
const decodeMemberWire = decodeOrThrow(MemberWire, 'team member')
const decodeMember = decodeOrThrow(TeamMember, 'team member')
const decodeApprovalWire = decodeOrThrow(ApprovalWire, 'bid approval')
const decodeApproval = decodeOrThrow(BidApproval, 'bid approval')

/** TeamMember of organization.yaml (ADR 0025) as the domain's. */
export const toTeamMember = (payload: unknown): TeamMember => {
  const w = decodeMemberWire(payload)
  return decodeMember({
    userId: w.userId,
    name: `${w.firstName} ${w.lastName}`.trim(),
    email: w.email,
    role: w.role,
    invited: w.status === 'invited',
    isPrimaryContact: w.isPrimaryContact,
    limits: w.limits,
  })
}

/** BidApproval of organization.yaml (ADR 0025) as the domain's; epoch seconds become milliseconds. */
export const toBidApproval = (payload: unknown): BidApproval => {
  const w = decodeApprovalWire(payload)
  return decodeApproval({
    id: w.id,
    dealerId: w.organizationId,
    auctionId: w.auctionId,
    vehicle: w.vehicle,
    bidderId: w.bidder.userId,
    bidderName: w.bidder.name,
    amount: w.amount,
    proxy: w.proxy,
    limitKind: w.limitKind,
    limit: w.limit,
    status: w.status,
    requestedAt: w.requestedAt * 1000,
    answeredAt: w.answeredAt === null ? null : w.answeredAt * 1000,
    answeredBy: w.answeredBy,
    outcome: w.outcome,
  })
}

export const decodeUsers = decodeOrThrow(
  Schema.Struct({ data: Schema.Struct({ users: Schema.Array(Schema.Unknown) }) }),
  'team',
)
export const decodeRequests = decodeOrThrow(
  Schema.Struct({ data: Schema.Struct({ requests: Schema.Array(Schema.Unknown) }) }),
  'bid approvals',
)
export const decodeOne = decodeOrThrow(Schema.Struct({ data: Schema.Unknown }), 'team')
