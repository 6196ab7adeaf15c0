import {
  Constants,
  type ListingParams,
  type ListingRequest,
  listingSort,
  listingSource,
  quickFiltersToFilters,
} from '@gavel/domain'
import { useMemo } from 'react'

/** Page size of listings (marketplace §9: "Default page size: 12"). */
export const LISTING_PAGE_SIZE = Constants.defaultPageSize

/** The first-page request a listing query makes (its cursor is set per page). */
export const useListingRequest = (params: ListingParams): Omit<ListingRequest, 'cursor'> =>
  useMemo(
    () => ({
      source: listingSource(params),
      sort: listingSort(params),
      filters: quickFiltersToFilters(params.quickFilters),
      savedSearchIds: params.savedSearchIds,
      size: LISTING_PAGE_SIZE,
    }),
    [params],
  )
