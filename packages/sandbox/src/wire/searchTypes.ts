import type { SearchComponents } from '@gavel/sdk'

/** Wire shapes of the search gateway (contracts/openapi/search.yaml), straight from the generated types. */
export type SearchFilter = SearchComponents['schemas']['Filter']
export type SavedSearchWire = SearchComponents['schemas']['SavedSearch']
export type SavedSearchInputWire = SearchComponents['schemas']['SavedSearchInput']
export type RecentSearchWire = SearchComponents['schemas']['RecentSearch']
export type EndedAuctionWire = SearchComponents['schemas']['EndedAuction']
export type FilterOptionWire = SearchComponents['schemas']['FilterOption']
