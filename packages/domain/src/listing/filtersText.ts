import type { SearchFilter } from '../model/savedSearch'

/**
 * Texts of the search panel the spec does not quote (marketplace §2 "search and filter flyout", §3 Saved search):
 * our design, kept beside the rules that use them.
 */
export const FilterTexts = {
  savedSearchNameRequired: 'Enter a name for this search.',
  savedSearchNameTooLong: 'Use at most 100 characters for the name.',
} as const

/** The saved search gateway takes names of 1 to 100 characters (contracts/openapi/search.yaml). */
export const SAVED_SEARCH_NAME_MAX = 100

/** Why a saved search name cannot be saved, or null when it can (it is trimmed first). */
export const savedSearchNameProblem = (name: string): string | null => {
  const trimmed = name.trim()
  if (trimmed === '') return FilterTexts.savedSearchNameRequired
  if (trimmed.length > SAVED_SEARCH_NAME_MAX) return FilterTexts.savedSearchNameTooLong
  return null
}

const number = (n: number) => n.toLocaleString('en-US')

/** The filter types' names a dealer reads (odometer reads as mileage). */
export const filterTypeLabel = (filterType: string): string =>
  ({ year: 'Year', make: 'Make', model: 'Model', trim: 'Trim', odometer: 'Mileage', condition: 'Condition' })[
    filterType
  ] ?? filterType.charAt(0).toUpperCase() + filterType.slice(1)

/**
 * One applied filter as a chip reads: 'Make: Ford', 'Year: 2019–2023', 'Mileage: up to 60,000', 'Year: from 2019'.
 * `valueLabel` names a coded value (a condition's label); years are not grouped with commas.
 */
export const describeFilter = (filter: SearchFilter, valueLabel?: string): string => {
  const type = filterTypeLabel(filter.filterType)
  if ('value' in filter) return `${type}: ${valueLabel ?? filter.value}`
  const show = filter.filterType === 'year' ? String : number
  const { minValue: min, maxValue: max } = filter
  if (min !== null && max !== null) return `${type}: ${show(min)}–${show(max)}`
  if (min !== null) return `${type}: from ${show(min)}`
  return `${type}: up to ${show(max ?? 0)}`
}

/** A saved search's filters in one line, for its list entry. */
export const describeFilters = (filters: readonly SearchFilter[]): string =>
  filters.length === 0 ? 'All vehicles' : filters.map((f) => describeFilter(f)).join(' · ')
