/**
 * @gavel/domain/navigation — The route table as data, matching, guards and the navigation decision.
 * The deliberate public surface of this part (docs/adr/0042): a name not listed here stays private to the domain.
 */

export type { NavigationDecision, NavigationInput, NavigationSession } from './guard'
export { decideNavigation } from './guard'
export type { JwtEmbedTargetName } from './jwtEmbed'
export type { ListingPageName } from './listingPath'
export { listingPage, listingPath } from './listingPath'
export type { RouteMatch } from './matchRoute'
export { matchRoute } from './matchRoute'
export type { QueryEntries } from './query'
export type { EndpointContext, HeaderVariant, RouteMeta } from './routeMeta'
export { defaultMeta } from './routeMeta'
export type { RouteAccess, RouteEntry } from './routes'
export { DEFAULT_BACK_ROUTE, routeById, routeTable } from './routes'
export { safeReturnTarget } from './safeReturnTarget'
export type { AppStorePlatform, UniversalLinkTarget } from './universalLinks'
export { mobilePlatformOf } from './universalLinks'
