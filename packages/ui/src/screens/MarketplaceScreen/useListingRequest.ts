import {
  Constants,
  type ListingParams,
  type ListingRequest,
  listingSort,
  listingSource,
  quickFiltersToFilters,
} from '@gavel/domain'
import { useMemo } from 'react'
import { queryKeys } from '../../services/queryKeys'

/** Page size of listings (marketplace §9: "Default page size: 12"). */
export const LISTING_PAGE_SIZE = Constants.defaultPageSize

/** The first-page request a listing query makes for the URL's params (its cursor is set per page). */
export const listingRequestOf = (params: ListingParams): Omit<ListingRequest, 'cursor'> => ({
  source: listingSource(params),
  sort: listingSort(params),
  filters: quickFiltersToFilters(params.quickFilters),
  savedSearchIds: params.savedSearchIds,
  size: LISTING_PAGE_SIZE,
})

/** The query cache's key of a listing's pages (ListingResults reads it, prefetchListing fills it). */
export const listingQueryKey = queryKeys.listingPages

export const useListingRequest = (params: ListingParams): Omit<ListingRequest, 'cursor'> =>
  useMemo(() => listingRequestOf(params), [params])
