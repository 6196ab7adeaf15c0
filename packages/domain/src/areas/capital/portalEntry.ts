import type { DealerId } from '../../model/ids'
import type { CapitalStanding, User } from '../../model/user'

/** The capital portal's own paths (shell §2.2: /capital children). */
export const CapitalPaths = {
  root: '/capital',
  landingPage: '/capital/landing-page',
  portalError: '/capital/portal-error',
  accountDetails: '/capital/account-details',
  openInvoices: '/capital/invoices',
  closedInvoices: '/capital/invoices/closed',
  fees: '/capital/fees',
  onboarding: '/capital/onboarding',
} as const

/**
 * Where the portal sends a dealer after the capital user check (marketplace §8 "Capital user check: 404 ignored;
 * other errors mark the capital check failed"; "Capital portal failure: goes to /capital/portal-error"):
 * a capital user gets the portal, anyone else the landing page, and a failed check the portal error page.
 */
export type CapitalPortalEntry = 'portal' | 'landing' | 'failed'

export const capitalPortalEntry = (
  check: { readonly standing: CapitalStanding } | { readonly failed: true },
): CapitalPortalEntry => {
  if ('failed' in check) return 'failed'
  return check.standing.isCapitalUser && check.standing.dealerSelection.length > 0 ? 'portal' : 'landing'
}

/** The dealerships a capital user may pick (shell §3 "capital user data with a dealer selection list"). */
export const capitalDealerIds = (standing: CapitalStanding): readonly DealerId[] =>
  standing.dealerSelection.map((d) => d.dealerId)

/** The dealership a capital page opens on: the user's default one when it is a capital one, else the first. */
export const defaultCapitalDealer = (
  standing: CapitalStanding,
  user: Pick<User, 'defaultDealerId'>,
): DealerId | null => {
  const ids = capitalDealerIds(standing)
  return ids.find((id) => id === user.defaultDealerId) ?? ids[0] ?? null
}
