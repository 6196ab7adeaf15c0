import { Schema } from 'effect'
import { DealerId } from './ids'

/** Loyalty per dealer (marketplace §3). */
export const DealerLoyalty = Schema.Struct({
  dealerId: DealerId,
  eligible: Schema.Boolean,
  dealerName: Schema.String,
  enrolledToRewards: Schema.Boolean,
  rewardPoints: Schema.NullOr(Schema.Int),
  tier: Schema.NullOr(Schema.String),
})
export type DealerLoyalty = typeof DealerLoyalty.Type
