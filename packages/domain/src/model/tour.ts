import { Schema } from 'effect'

/** One step of a guided tour (shell §3 "Tour"). */
export const TourStep = Schema.Struct({
  target: Schema.String,
  header: Schema.String,
  content: Schema.String,
  description: Schema.NullOr(Schema.String),
  placement: Schema.Literals(['top', 'bottom', 'left', 'right', 'center']),
})
export type TourStep = typeof TourStep.Type

/** A guided tour (shell §3). */
export const Tour = Schema.Struct({
  key: Schema.String,
  title: Schema.String,
  subtitle: Schema.NullOr(Schema.String),
  steps: Schema.Array(TourStep),
})
export type Tour = typeof Tour.Type

/**
 * The bid approval request a notification asks an admin to answer (ADR 0044, 0025), with its state when read:
 * pending until answered; then placed, failed (approved, but the bid was refused), declined or lapsed, with the
 * receipt sentence in `outcome`.
 */
export const NotificationApproval = Schema.Struct({
  requestId: Schema.Int,
  organizationId: Schema.Int,
  status: Schema.Literals(['pending', 'placed', 'failed', 'declined', 'lapsed']),
  outcome: Schema.NullOr(Schema.String),
})
export type NotificationApproval = typeof NotificationApproval.Type

/** A notification (shell §3), in domain names; `approval` only when it asks an admin to answer a bid request. */
export const Notification = Schema.Struct({
  id: Schema.Int,
  title: Schema.String,
  body: Schema.String,
  createdAt: Schema.Number,
  read: Schema.Boolean,
  auctionId: Schema.NullOr(Schema.Int),
  thumbnail: Schema.NullOr(Schema.String),
  approval: Schema.optionalKey(NotificationApproval),
})
export type Notification = typeof Notification.Type

/** A user setting (marketplace §3 "Settings"). */
export const Setting = Schema.Struct({
  category: Schema.String,
  key: Schema.String,
  value: Schema.Union([Schema.String, Schema.Array(Schema.String)]),
})
export type Setting = typeof Setting.Type
