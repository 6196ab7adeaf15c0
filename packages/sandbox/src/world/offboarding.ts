import { areaState } from './areaState'

/** The reasons for leaving (ADR 0036, contracts/openapi/settings.yaml OffboardingReason). */
export const OFFBOARDING_REASONS = [
  'not_buying',
  'not_selling',
  'fees',
  'vehicle_quality',
  'arbitration',
  'transport',
  'other_marketplace',
  'closing_dealership',
  'other',
] as const
export type OffboardingReason = (typeof OFFBOARDING_REASONS)[number]
export const WOULD_RETURN = ['yes', 'maybe', 'no'] as const

export interface OffboardingRecord {
  readonly id: number
  readonly reasons: readonly OffboardingReason[]
  readonly otherReason: string | null
  readonly wouldReturn: (typeof WOULD_RETURN)[number]
  readonly mayContact: boolean
  readonly submittedAt: number
}

/** Each user's sent questionnaire (at most one per user, ADR 0036); every world starts with none. */
export const offboardingOf = (engine: object): Map<number, OffboardingRecord> =>
  areaState(engine, 'offboarding', () => new Map<number, OffboardingRecord>())
