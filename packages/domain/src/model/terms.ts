import { Schema } from 'effect'
import { EpochMillis } from './ids'

/** Terms of service state (marketplace §3 "Terms state"). */
export const TermsState = Schema.Struct({
  eulaId: Schema.NullOr(Schema.String),
  contentUrl: Schema.NullOr(Schema.String),
  acceptanceRequired: Schema.Boolean,
  accepted: Schema.Boolean,
  errors: Schema.Array(Schema.String),
})
export type TermsState = typeof TermsState.Type

/** Acceptance payload (marketplace §3): eulaId, acceptedDate. */
export const TermsAcceptance = Schema.Struct({ eulaId: Schema.String, acceptedAt: EpochMillis })
export type TermsAcceptance = typeof TermsAcceptance.Type

/** A lane and whether the user accepted its EULA (marketplace §3 "Lane"). */
export const Lane = Schema.Struct({ id: Schema.String, displayName: Schema.String, eulaAccepted: Schema.Boolean })
export type Lane = typeof Lane.Type
