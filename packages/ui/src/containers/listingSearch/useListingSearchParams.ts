import {
  FILTERS_PANEL_QUERY,
  parseListingQuery,
  quickFiltersOf,
  quickFiltersToFilters,
  type SearchFilter,
} from '@gavel/domain'
import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { useSearchWriter } from '../../services/useSearchWriter'

export interface ListingSearchParams {
  /** The applied filters, from f (marketplace §2 "f = quick search filters (JSON list)"). */
  readonly filters: readonly SearchFilter[]
  /** The applied saved searches, from s ("s = saved search ids (JSON list)"). */
  readonly savedSearchIds: readonly string[]
  /** The filter flyout is open (`panel=filters`, so Back closes it and the mobile top bar reads 'Filters'). */
  readonly flyoutOpen: boolean
  /** Writes f; `closeFlyout` also closes the flyout in the same navigation. */
  setFilters(filters: readonly SearchFilter[], options?: { readonly closeFlyout?: boolean }): void
  setSavedSearchIds(ids: readonly string[]): void
  setFlyoutOpen(open: boolean): void
}

/**
 * The search panel's part of the listing URL: it reads f, s and panel through the domain's parser and writes only
 * those, so lanes, state, sort and anything else in the URL stay as they are (a shared URL reopens the same view).
 */
export const useListingSearchParams = (): ListingSearchParams => {
  const [params] = useSearchParams()
  const write = useSearchWriter()
  const query = params.toString()
  const parsed = useMemo(() => parseListingQuery(query), [query])
  const filters = useMemo(() => quickFiltersToFilters(parsed.quickFilters), [parsed])
  const list = (items: readonly string[]) => (items.length === 0 ? null : JSON.stringify(items))
  return {
    filters,
    savedSearchIds: parsed.savedSearchIds,
    flyoutOpen: params.get(FILTERS_PANEL_QUERY.key) === FILTERS_PANEL_QUERY.value,
    setFilters: (next, options) =>
      write({
        f: list(quickFiltersOf(next)),
        ...(options?.closeFlyout ? { [FILTERS_PANEL_QUERY.key]: null } : {}),
      }),
    setSavedSearchIds: (ids) => write({ s: list(ids) }),
    setFlyoutOpen: (open) => write({ [FILTERS_PANEL_QUERY.key]: open ? FILTERS_PANEL_QUERY.value : null }),
  }
}
