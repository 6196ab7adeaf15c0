import { type DealerLoyalty, type Dealership, dealerId } from '@gavel/domain'
import { Schema } from 'effect'
import { guardOrThrow } from '../support/guarded'
import { isEligibilityListWire, isEligibilityWire, isOptInStatusListWire } from './guards/generated/guards'

/** DealerEligibility[] of contracts/openapi/loyalty.yaml (GET /api/loyalty/v2/eligibility). */
export const EligibilityListWire = Schema.Array(Schema.Struct({ dealerId: Schema.Int, eligible: Schema.Boolean }))

/** OptInStatus[] of contracts/openapi/loyalty.yaml (GET /api/loyalty/v2/opt-in/status). */
export const OptInStatusListWire = Schema.Array(
  Schema.Struct({
    dealerId: Schema.Int,
    enroll: Schema.Boolean,
    rewardPoints: Schema.NullOr(Schema.Int),
    tier: Schema.NullOr(Schema.String),
  }),
)

/** Eligibility of contracts/openapi/loyalty.yaml (GET /api/loyalty/eligibility/{dealerId}, v1). */
export const EligibilityWire = Schema.Struct({ eligible: Schema.Boolean })

export const decodeEligibility = guardOrThrow(isEligibilityListWire, 'loyalty eligibility')
export const decodeSingleEligibility = guardOrThrow(isEligibilityWire, 'loyalty eligibility v1')
export const decodeOptInStatus = guardOrThrow(isOptInStatusListWire, 'loyalty opt-in status')

/**
 * One DealerLoyalty per dealership asked about (marketplace §3 Loyalty): a dealership the eligibility list leaves
 * out is not eligible, one the status list leaves out is not enrolled.
 */
export const toDealerLoyalty = (
  dealerships: readonly Pick<Dealership, 'id' | 'name'>[],
  eligibility: typeof EligibilityListWire.Type,
  status: typeof OptInStatusListWire.Type,
): readonly DealerLoyalty[] =>
  dealerships.map((d) => {
    const enrolment = status.find((s) => s.dealerId === d.id)
    const enrolled = enrolment?.enroll === true
    return {
      dealerId: dealerId(d.id),
      dealerName: d.name,
      eligible: eligibility.find((e) => e.dealerId === d.id)?.eligible === true,
      enrolledToRewards: enrolled,
      rewardPoints: enrolled ? (enrolment?.rewardPoints ?? null) : null,
      tier: enrolled ? (enrolment?.tier ?? null) : null,
    }
  })
