import type { SearchFilter } from '../model/savedSearch'

/**
 * Writes a search filter as a quick filter of `f` (marketplace §2), the token `quickFilterToFilter` reads
 * (docs/adr/0013): `make:Ford`, `year:2019-2023`, `odometer:-60000`, `year:2019-`.
 */
export const quickFilterOf = (filter: SearchFilter): string =>
  'value' in filter
    ? `${filter.filterType}:${filter.value}`
    : `${filter.filterType}:${filter.minValue ?? ''}-${filter.maxValue ?? ''}`

export const quickFiltersOf = (filters: readonly SearchFilter[]): string[] => filters.map(quickFilterOf)

/** Filter types whose choice depends on another's: a model belongs to a make, a trim to a make and model. */
const DEPENDENTS: Readonly<Record<string, readonly string[]>> = { make: ['model', 'trim'], model: ['trim'] }

/**
 * Choosing one value of a single-valued filter (make, model, trim): it replaces that type's value, and changing
 * a make or model clears the model and trim that belonged to it (trims are fetched by make and model,
 * marketplace §7). A null value removes the filter.
 */
export const chooseFilterValue = (
  filters: readonly SearchFilter[],
  filterType: string,
  value: string | null,
): SearchFilter[] => {
  const current = filters.find((f) => f.filterType === filterType)
  const same = current !== undefined && 'value' in current && current.value === value
  const cleared = new Set([filterType, ...(same ? [] : (DEPENDENTS[filterType] ?? []))])
  const kept = filters.filter((f) => !cleared.has(f.filterType))
  return value === null || value === '' ? kept : [...kept, { filterType, value }]
}

/** A range filter (year, odometer) from its two ends; both empty removes it. */
export const chooseFilterRange = (
  filters: readonly SearchFilter[],
  filterType: string,
  minValue: number | null,
  maxValue: number | null,
): SearchFilter[] => {
  const kept = filters.filter((f) => f.filterType !== filterType)
  return minValue === null && maxValue === null ? kept : [...kept, { filterType, minValue, maxValue }]
}

/** A multi-valued filter (conditions): each chosen value is its own filter, and all of them must hold. */
export const toggleFilterValue = (
  filters: readonly SearchFilter[],
  filterType: string,
  value: string,
): SearchFilter[] =>
  filters.some((f) => f.filterType === filterType && 'value' in f && f.value === value)
    ? filters.filter((f) => !(f.filterType === filterType && 'value' in f && f.value === value))
    : [...filters, { filterType, value }]

/** Applying a suggestion's filters (search/suggestions): each replaces its type, as if chosen in the flyout. */
export const applySuggestedFilters = (
  filters: readonly SearchFilter[],
  suggested: readonly SearchFilter[],
): SearchFilter[] =>
  suggested.reduce<SearchFilter[]>(
    (acc, f) =>
      'value' in f
        ? chooseFilterValue(acc, f.filterType, f.value)
        : chooseFilterRange(acc, f.filterType, f.minValue, f.maxValue),
    [...filters],
  )

/** Removing one applied filter (its chip), with the filters that depended on it. */
export const removeFilter = (filters: readonly SearchFilter[], removed: SearchFilter): SearchFilter[] => {
  const token = quickFilterOf(removed)
  const dependents = new Set('value' in removed ? (DEPENDENTS[removed.filterType] ?? []) : [])
  return filters.filter((f) => quickFilterOf(f) !== token && !dependents.has(f.filterType))
}

/** The single value chosen for a type, or null. */
export const chosenValue = (filters: readonly SearchFilter[], filterType: string): string | null => {
  const f = filters.find((x) => x.filterType === filterType && 'value' in x)
  return f !== undefined && 'value' in f ? f.value : null
}

/** The range chosen for a type, or open ends. */
export const chosenRange = (
  filters: readonly SearchFilter[],
  filterType: string,
): { readonly minValue: number | null; readonly maxValue: number | null } => {
  const f = filters.find((x) => x.filterType === filterType && 'minValue' in x)
  return f !== undefined && 'minValue' in f
    ? { minValue: f.minValue, maxValue: f.maxValue }
    : { minValue: null, maxValue: null }
}
