import { FlagSlugs, isFlagOn } from '../featureFlags'
import type { FeatureFlags, UserPreferences } from '../model/session'
import type { User } from '../model/user'
import { canSell, isAdmin, isLaunchGuaranteedSale, isLimited, showsInvoicesMenu } from '../rules/permissions'
import { listingPage, listingPath, switchListingPage } from './listingPath'
import { matchRoute, normalizePathname } from './matchRoute'
import { queryValue } from './query'
import { DEFAULT_BACK_ROUTE, type RouteEntry, TITLE_TABS } from './routes'
import { safeReturnTarget } from './safeReturnTarget'
import { universalLinkTarget } from './universalLinks'

/** What the guard knows of a signed-in session. */
export interface NavigationSession {
  readonly user: User
  readonly flags: FeatureFlags
  readonly preferences: UserPreferences | null
}

export interface NavigationInput {
  readonly pathname: string
  readonly search: string
  /** null when signed out. */
  readonly session: NavigationSession | null
  /** Outstanding auctions to finalize; null when not loaded (force-finalize flag off, shell §4.1). */
  readonly outstandingAuctionIds: readonly number[] | null
  /** Universal links on mobile devices go to the app stores (shell §2.2): the guard lets the screen do it. */
  readonly isMobileDevice?: boolean
  /** The pathname navigated from; absent or null means the app was opened here (shell §2.2). */
  readonly previousPathname?: string | null
}

export type NavigationDecision =
  | { readonly kind: 'allow' }
  | { readonly kind: 'redirect'; readonly to: string; readonly rememberTarget?: string }

const allow: NavigationDecision = { kind: 'allow' }
const redirectTo = (to: string): NavigationDecision => ({ kind: 'redirect', to })

/** The outstanding-auctions lock applies (shell §4.1): flag on, some outstanding, not limited. */
const isLocked = (input: NavigationInput, session: NavigationSession): boolean =>
  isFlagOn(session.flags, FlagSlugs.forceFinalize) &&
  (input.outstandingAuctionIds?.length ?? 0) > 0 &&
  !isLimited(session.user)

/** Routes open under the lock: the outstanding page, settings, logout, and the outstanding auctions themselves. */
const openUnderLock = (
  route: RouteEntry | null,
  params: Record<string, string | undefined>,
  ids: readonly number[],
) => {
  if (route === null) return false
  if (route.id === 'outstanding' || route.id === 'logout' || route.id.startsWith('settings')) return true
  return route.id === 'auctionDetail' && params.auctionId !== undefined && ids.includes(Number(params.auctionId))
}

/** Redirects that depend on the route itself, whoever asks (shell §2.2). */
const routeRedirect = (route: RouteEntry, params: Record<string, string | undefined>, input: NavigationInput) => {
  if (route.redirect !== undefined) return route.redirect
  switch (route.id) {
    case 'universalLinkSavedAuctions':
    case 'universalLinkSearch': {
      const target = universalLinkTarget(
        route.id === 'universalLinkSearch' ? 'search' : 'savedAuctions',
        input.search,
        input.isMobileDevice === true,
      )
      return target.kind === 'path' ? target.to : null
    }
    case 'finalize': {
      const id = queryValue(input.search, 'auction_id')
      return id !== null && /^\d+$/.test(id) ? `/auction/${id}` : DEFAULT_BACK_ROUTE
    }
    case 'password':
      return (queryValue(input.search, 'token') ?? '') === '' ? '/login' : null
    case 'titles':
      /** /titles has children open, closed and pre-sale (shell §2.2): the parent shows the first (ADR 0027). */
      return '/titles/open'
    case 'myacvTitles': {
      const tab = params.tab
      return tab === undefined || (TITLE_TABS as readonly string[]).includes(tab) ? null : '/myacv/titles'
    }
    default:
      return null
  }
}

/** Redirects for a signed-in user (shell §2.2, §4.1, ADR 0029 aliases). */
const signedInRedirect = (
  route: RouteEntry,
  params: Record<string, string | undefined>,
  input: NavigationInput,
  session: NavigationSession,
): string | null => {
  const { user, flags } = session
  const listing = listingPath(flags, session.preferences)
  const outstanding = input.outstandingAuctionIds ?? []
  switch (route.id) {
    case 'ssoRedirect':
      return '/myacv/request-inspection/new'
    case 'auctions':
      return listing
    case 'auctionsActive':
      return isLimited(user) ? listing : '/myacv/active/buying'
    case 'outstanding':
      return isFlagOn(flags, FlagSlugs.forceFinalize) && outstanding.length > 0 ? null : '/auctions'
    case 'marketplace':
    case 'search': {
      const id = params.auctionDetailAuctionId
      const from = input.previousPathname ?? null
      if (id !== undefined && /^\d+$/.test(id) && (from === null || normalizePathname(from) === '/login')) {
        return `/auction/${id}`
      }
      const page = listingPage(flags, session.preferences)
      return route.id === page ? null : switchListingPage(page, id, input.search)
    }
    case 'titlesOpen':
      /** Open titles are the urgent, due-soon and recently-sold tabs: the tab page opens on the first (ADR 0027). */
      return isFlagOn(flags, FlagSlugs.urgentTitleRedesign) ? '/myacv/titles' : null
    case 'titlesClosed':
      return isFlagOn(flags, FlagSlugs.urgentTitleRedesign) ? '/myacv/titles/closed' : null
    case 'myacvInvoicesOpen':
    case 'myacvInvoicesClosed':
      return showsInvoicesMenu(user, flags) ? null : '/myacv/sold'
    default:
      return null
  }
}

/** Permission checks of shell §4.1 in order: limited, seller-only, active-only, admin-only, flag, role (public routes carry none). */
const permissionRedirect = (route: RouteEntry, session: NavigationSession): string | null => {
  const { user, flags } = session
  if (route.path.startsWith('/myacv') && isLimited(user)) return DEFAULT_BACK_ROUTE
  if (route.sellerOnly === true && !canSell(user)) return DEFAULT_BACK_ROUTE
  if (route.activeOnly === true && !user.active) return '/settings/account'
  if (route.adminOnly === true && !isAdmin(user)) return '/settings'
  if (route.flag !== undefined && !isFlagOn(flags, route.flag)) return route.flagFallback ?? DEFAULT_BACK_ROUTE
  // The guaranteed-sale pages need the guaranteed-sale role besides the flag (issue 12; shell §6 launch_gtd_sale).
  if (route.id === 'myacvGuaranteedSale' && !isLaunchGuaranteedSale(user)) return DEFAULT_BACK_ROUTE
  return null
}

/**
 * The decision for one navigation (shell §4.1, §2.2, ADR 0029). Pure: the caller follows a redirect by
 * deciding again for the new location, and stores `rememberTarget` for after login.
 */
export const decideNavigation = (input: NavigationInput): NavigationDecision => {
  const match = matchRoute(input.pathname)
  const session = input.session
  if (session !== null && isLocked(input, session)) {
    if (!openUnderLock(match?.route ?? null, match?.params ?? {}, input.outstandingAuctionIds ?? [])) {
      return redirectTo('/auctions/outstanding')
    }
  }
  if (match === null) return redirectTo('/login')
  const { route, params } = match
  const fixed = routeRedirect(route, params, input)
  if (fixed !== null) return redirectTo(fixed)
  if (session === null) {
    if (route.access !== 'protected') return allow
    const target = safeReturnTarget(`${normalizePathname(input.pathname)}${input.search}`)
    return target === null ? redirectTo('/logout') : { kind: 'redirect', to: '/logout', rememberTarget: target }
  }
  const special = signedInRedirect(route, params, input, session)
  if (special !== null) return redirectTo(special)
  if (route.access === 'unauthenticated-only') return redirectTo(listingPath(session.flags, session.preferences))
  const denied = permissionRedirect(route, session)
  return denied === null ? allow : redirectTo(denied)
}

/** Follows decisions from a location until one allows (at most `maxSteps`); the path taken, for tests and logs. */
export const followNavigation = (
  start: { readonly pathname: string; readonly search: string },
  context: Omit<NavigationInput, 'pathname' | 'search'>,
  maxSteps = 10,
): { readonly settled: boolean; readonly path: readonly string[] } => {
  const path: string[] = []
  let location = `${start.pathname}${start.search}`
  let previous = context.previousPathname
  for (let step = 0; step < maxSteps; step++) {
    path.push(location)
    const at = location.indexOf('?')
    const pathname = at === -1 ? location : location.slice(0, at)
    const search = at === -1 ? '' : location.slice(at)
    const decision = decideNavigation({ ...context, pathname, search, previousPathname: previous })
    if (decision.kind === 'allow') return { settled: true, path }
    previous = pathname
    location = decision.to
  }
  return { settled: false, path }
}
