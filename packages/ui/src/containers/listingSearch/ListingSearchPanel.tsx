import { applySuggestedFilters, describeFilter, quickFilterOf, removeFilter, type SearchFilter } from '@gavel/domain'
import { lazy, Suspense, useCallback } from 'react'
import type { SearchChoice } from '../../components/SearchBox/SearchBox'
import { Button } from '../../primitives/Button'
import { Spinner } from '../../primitives/Spinner'
import { Chip, Chips, Panel, Row } from './ListingSearchPanel.styles'
import { SavedSearchesContainer } from './SavedSearchesContainer'
import { SearchBoxContainer } from './SearchBoxContainer'
import { useConditionOptions, useRecordRecentSearch } from './searchQueries'
import { useListingSearchParams } from './useListingSearchParams'
import { useSearchDefaults } from './useSearchDefaults'

/** The flyout's code loads when it first opens, not with the listing (issue 5, benchmark 3). */
const FilterFlyout = lazy(async () => ({
  default: (await import('./FilterFlyoutContainer')).FilterFlyoutContainer,
}))

export const ListingSearchPanelTexts = {
  region: 'Search and filter',
  filters: 'Filters',
  filtersWithCount: (n: number) => `Filters (${n})`,
  applied: 'Applied filters',
  remove: (chip: string) => `Remove ${chip}`,
  clearAll: 'Clear all',
} as const

export interface ListingSearchPanelProps {
  /**
   * On /search: with no query the page defaults to lane live plus the applied saved searches (shell §2.2); the
   * panel writes those defaults into the URL once the saved searches are read.
   */
  readonly searchDefaults?: boolean
}

/**
 * The listing's search and filter panel (marketplace §2, §3 Saved search, §6, §7 Search service): the search box
 * with suggestions and recent searches, the filter flyout, the applied-filter chips and the saved searches. It
 * reads and writes the listing URL itself (f, s and the flyout's panel=filters) and leaves every other parameter
 * alone, so the listing follows the URL.
 */
export const ListingSearchPanel = ({ searchDefaults = false }: ListingSearchPanelProps) => {
  useSearchDefaults(searchDefaults)
  const url = useListingSearchParams()
  const record = useRecordRecentSearch()
  // the options only name applied condition chips: asked for when there is one, not on every cold load (issue 10)
  const conditions = useConditionOptions(url.filters.some((f) => f.filterType === 'condition'))
  const { setFilters, setFlyoutOpen } = url
  const apply = useCallback(
    (filters: readonly SearchFilter[], closeFlyout = false) => {
      setFilters(filters, { closeFlyout })
      record(filters)
    },
    [setFilters, record],
  )
  const choose = (choice: SearchChoice) =>
    apply(choice.kind === 'recent' ? choice.filters : applySuggestedFilters(url.filters, choice.filters))
  const closeFlyout = useCallback(() => setFlyoutOpen(false), [setFlyoutOpen])
  const labelOf = (f: SearchFilter) =>
    describeFilter(
      f,
      f.filterType === 'condition' && 'value' in f
        ? conditions.data?.find((c) => c.value === f.value)?.label
        : undefined,
    )

  return (
    <Panel role="search" aria-label={ListingSearchPanelTexts.region}>
      <Row>
        <SearchBoxContainer onChoose={choose} />
        <Button variant="secondary" aria-haspopup="dialog" onClick={() => setFlyoutOpen(true)}>
          {url.filters.length === 0
            ? ListingSearchPanelTexts.filters
            : ListingSearchPanelTexts.filtersWithCount(url.filters.length)}
        </Button>
      </Row>
      {url.filters.length > 0 && (
        <Chips aria-label={ListingSearchPanelTexts.applied}>
          {url.filters.map((f) => {
            const label = labelOf(f)
            return (
              <li key={quickFilterOf(f)}>
                <Chip
                  type="button"
                  aria-label={ListingSearchPanelTexts.remove(label)}
                  onClick={() => apply(removeFilter(url.filters, f))}
                >
                  {label} <span aria-hidden="true">×</span>
                </Chip>
              </li>
            )
          })}
          <li>
            <Button variant="ghost" size="sm" onClick={() => setFilters([])}>
              {ListingSearchPanelTexts.clearAll}
            </Button>
          </li>
        </Chips>
      )}
      <SavedSearchesContainer
        currentFilters={url.filters}
        appliedIds={url.savedSearchIds}
        onAppliedChange={url.setSavedSearchIds}
      />
      {url.flyoutOpen && (
        <Suspense fallback={<Spinner label="Loading filters" />}>
          <FilterFlyout applied={url.filters} onClose={closeFlyout} onApply={(filters) => apply(filters, true)} />
        </Suspense>
      )}
    </Panel>
  )
}
