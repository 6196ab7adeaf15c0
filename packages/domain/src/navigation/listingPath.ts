import { FlagSlugs, isFlagOn } from '../featureFlags'
import type { FeatureFlags, UserPreferences } from '../model/session'
import { parseQuery, serializeQuery } from './query'

export type ListingPageName = 'marketplace' | 'search'

/**
 * The one listing page a user gets (shell §2.1, §2.2): /search when the enable_srp_refresh flag is on and the
 * user prefers it, else /marketplace.
 */
export const listingPage = (flags: FeatureFlags, preferences: UserPreferences | null): ListingPageName =>
  isFlagOn(flags, FlagSlugs.searchRefresh) && preferences?.prefersSearchRefresh === true ? 'search' : 'marketplace'

/** '/search' or '/marketplace' (shell §2.2). */
export const listingPath = (flags: FeatureFlags, preferences: UserPreferences | null): string =>
  `/${listingPage(flags, preferences)}`

/**
 * Lane names between the two listing pages (shell §2.2, marketplace §9): Marketplace's no_reserve_preview is
 * Search's guaranteed_sale and back; other lanes keep their names.
 */
export const mapLaneForPage = (lane: string, to: ListingPageName): string => {
  if (to === 'search' && lane === 'no_reserve_preview') return 'guaranteed_sale'
  if (to === 'marketplace' && lane === 'guaranteed_sale') return 'no_reserve_preview'
  return lane
}

const mapLanesParam = (value: string, to: ListingPageName): string => {
  try {
    const lanes: unknown = JSON.parse(value)
    if (!Array.isArray(lanes)) return value
    return JSON.stringify(lanes.map((lane) => (typeof lane === 'string' ? mapLaneForPage(lane, to) : lane)))
  } catch {
    return value
  }
}

/**
 * The redirect from one listing page to the other (shell §2.2): keeps the auction id param and the query,
 * mapping the lanes of `l`.
 */
export const switchListingPage = (to: ListingPageName, auctionId: string | undefined, search: string): string => {
  const entries = parseQuery(search).map(([k, v]) => [k, k === 'l' ? mapLanesParam(v, to) : v] as const)
  return `/${to}${auctionId === undefined ? '' : `/${encodeURIComponent(auctionId)}`}${serializeQuery(entries)}`
}
