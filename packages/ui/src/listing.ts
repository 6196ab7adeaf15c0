/**
 * @gavel/ui/listing — the marketplace route's screen and search panel (issue 10). The web app's build follows this
 * entry, not the main barrel (which names every screen), to find what the listing needs before its first card and
 * put it in one chunk; the same exports stay on the main barrel for stories and tests.
 */
export { ListingSearchPanelPlaceholder } from './containers/listingSearch/ListingSearchPanelPlaceholder'
export { MarketplaceScreen } from './screens/MarketplaceScreen'
export { prefetchListing } from './screens/MarketplaceScreen/prefetchListing'
