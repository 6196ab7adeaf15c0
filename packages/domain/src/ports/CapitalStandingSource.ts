import type { CapitalStanding } from '../model/user'
import { createPortId } from './portId'

/**
 * The signed-in user's capital standing, as the capital service knows the bearer (shell §3 "capital user data with
 * a dealer selection list", §6; marketplace §6 "Capital menu depends on capital user status, the dealer selection
 * list and advantage-only product lines").
 * Resolves `isCapitalUser: false` with no dealers for a user the capital service does not know (marketplace §8
 * "Capital user check: 404 ignored"); rejects with SessionExpired, ServiceUnavailable, MalformedResponse or
 * RequestCanceled when the check fails ("other errors mark the capital check failed").
 */
export interface CapitalStandingSource {
  load(): Promise<CapitalStanding>
}
export const CapitalStandingSource = createPortId<CapitalStandingSource>('capital-standing-source')
