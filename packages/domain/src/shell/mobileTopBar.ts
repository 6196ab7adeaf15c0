import { queryValue } from '../navigation/query'

/** The titles of the mobile top bar (marketplace §2). */
export const MobileTopBarTitles = {
  liveAuctions: 'Live Auctions',
  searchAndFilter: 'Search & Filter',
  eventsDirectory: 'Events Directory',
  marketReport: 'Market Report',
  filters: 'Filters',
  menu: 'Menu',
} as const

/**
 * The query that opens the search-and-filter flyout on mobile (our design: the spec names the 'Filters' title,
 * not how the flyout opens; a query keeps the back button closing it).
 */
export const FILTERS_PANEL_QUERY = { key: 'panel', value: 'filters' } as const

/**
 * The mobile top bar's title by route and query (marketplace §2, shell §2.1): the open filter flyout reads
 * 'Filters', the marketplace with d=directory 'Events Directory', else the route's own title ('Live Auctions',
 * 'Search & Filter', 'Market Report', 'Menu').
 */
export const mobileTopBarTitle = (routeTitle: string | null, search: string): string | null => {
  if (queryValue(search, FILTERS_PANEL_QUERY.key) === FILTERS_PANEL_QUERY.value) return MobileTopBarTitles.filters
  if (routeTitle === MobileTopBarTitles.liveAuctions && queryValue(search, 'd') === 'directory') {
    return MobileTopBarTitles.eventsDirectory
  }
  return routeTitle
}
