import { FlagSlugs, isFlagOn } from '../featureFlags'
import { Labels, Messages } from '../messages'
import type { FeatureFlags, UserPreferences } from '../model/session'
import type { User } from '../model/user'
import { listingPath } from '../navigation/listingPath'
import { isLimited, showsCapitalMenu } from '../rules/permissions'

/** One signed-in header link (shell §2.1). */
export interface NavLink {
  readonly id: 'marketplace' | 'myAccount' | 'marketReport' | 'capital' | 'buyingMatrix' | 'appraisal' | 'transport'
  readonly label: string
  /** In-app path, or null for links that fetch a token first and leave the app (Buying Matrix, Appraisal). */
  readonly path: string | null
  readonly badge?: string
  readonly dropdown?: readonly { readonly label: string; readonly path: string }[]
}

/**
 * The signed-in header links, each shown by its rule (shell §2.1). All navigation is hidden when the user has
 * outstanding auctions.
 */
export const navLinks = (input: {
  readonly user: User
  readonly flags: FeatureFlags
  readonly preferences: UserPreferences | null
  readonly hasOutstandingAuctions: boolean
}): readonly NavLink[] => {
  if (input.hasOutstandingAuctions) return []
  const { user, flags } = input
  const listing = listingPath(flags, input.preferences)
  const links: NavLink[] = []
  const withDirectory = isFlagOn(flags, FlagSlugs.searchRefresh) && isFlagOn(flags, FlagSlugs.eventsDirectory)
  links.push({
    id: 'marketplace',
    label: 'Marketplace',
    path: listing,
    ...(withDirectory
      ? {
          dropdown: [
            { label: 'Search', path: '/search' },
            { label: 'Events Directory', path: '/marketplace?d=directory' },
          ],
        }
      : {}),
  })
  if (!isLimited(user)) links.push({ id: 'myAccount', label: 'My Account', path: '/myacv' })
  links.push({ id: 'marketReport', label: 'Market Report', path: '/market-report' })
  if (showsCapitalMenu(user)) links.push({ id: 'capital', label: 'Capital', path: '/capital' })
  links.push({ id: 'buyingMatrix', label: 'Buying Matrix', path: null })
  links.push({ id: 'appraisal', label: 'Clear Car Appraisal', path: null })
  if (isFlagOn(flags, FlagSlugs.transportationHub)) {
    links.push({ id: 'transport', label: 'Transport', path: '/transportation-hub', badge: Labels.newBadge })
  }
  return links
}

/** The user menu entries (shell §2.1): Settings, Tutorials (only on the Search route) and Logout. */
export const userMenuEntries = (
  routeId: string,
): readonly { readonly label: string; readonly path: string | null }[] => [
  { label: Labels.settings, path: '/settings/account' },
  ...(routeId === 'search' ? [{ label: Labels.tutorials, path: null }] : []),
  { label: Labels.logout, path: '/logout' },
]

/** The appraisal failure toast (shell §2.1). */
export const APPRAISAL_FAILED = Messages.appraisalAccessFailed
