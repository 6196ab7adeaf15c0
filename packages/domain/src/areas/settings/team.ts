import { Schema } from 'effect'
import { AuctionId, DealerId, Dollars, EpochMillis, UserId } from '../../model/ids'

export const TeamRole = Schema.Literals(['admin', 'rep'])
export type TeamRole = typeof TeamRole.Type

/** A member's team buying limits (ADR 0025); null = no limit (ADR 0029: none by default). */
export const TeamLimits = Schema.Struct({ maxBid: Schema.NullOr(Dollars), dailySpend: Schema.NullOr(Dollars) })
export type TeamLimits = typeof TeamLimits.Type

/** One person on a dealership's team (ADR 0025). */
export const TeamMember = Schema.Struct({
  userId: UserId,
  name: Schema.String,
  email: Schema.String,
  role: TeamRole,
  invited: Schema.Boolean,
  isPrimaryContact: Schema.Boolean,
  limits: TeamLimits,
})
export type TeamMember = typeof TeamMember.Type

export const ApprovalStatus = Schema.Literals(['pending', 'placed', 'failed', 'declined', 'lapsed'])
export type ApprovalStatus = typeof ApprovalStatus.Type

/** A bid above a team limit: pending, or answered with its receipt (ADR 0025). */
export const BidApproval = Schema.Struct({
  id: Schema.Int,
  dealerId: DealerId,
  auctionId: AuctionId,
  vehicle: Schema.String,
  bidderId: UserId,
  bidderName: Schema.String,
  amount: Dollars,
  proxy: Schema.Boolean,
  limitKind: Schema.Literals(['single_bid', 'daily_spend']),
  limit: Dollars,
  status: ApprovalStatus,
  requestedAt: EpochMillis,
  answeredAt: Schema.NullOr(EpochMillis),
  answeredBy: Schema.NullOr(Schema.String),
  /** The receipt sentence the bidder and the admins see. */
  outcome: Schema.NullOr(Schema.String),
})
export type BidApproval = typeof BidApproval.Type

export interface TeamInvite {
  readonly email: string
  readonly firstName: string
  readonly lastName: string
  readonly role: TeamRole
}
