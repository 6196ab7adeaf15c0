import type { SearchFilter } from '../model/savedSearch'

const range = /^(\d+)?-(\d+)?$/

/**
 * A quick search filter of `f` (marketplace §2, a JSON list of strings) as a listing filter. Our design
 * (docs/adr/0013): `type:value` (`make:Ford`) or `type:min-max` with either end optional (`year:2018-2020`,
 * `odometer:-60000`); anything else is left out.
 */
export const quickFilterToFilter = (text: string): SearchFilter | null => {
  const at = text.indexOf(':')
  if (at <= 0 || at === text.length - 1) return null
  const filterType = text.slice(0, at)
  const value = text.slice(at + 1)
  const bounds = range.exec(value)
  if (bounds && (bounds[1] !== undefined || bounds[2] !== undefined)) {
    return {
      filterType,
      minValue: bounds[1] === undefined ? null : Number(bounds[1]),
      maxValue: bounds[2] === undefined ? null : Number(bounds[2]),
    }
  }
  return { filterType, value }
}

/** The listing filters of a query's quick filters. */
export const quickFiltersToFilters = (quickFilters: readonly string[]): SearchFilter[] =>
  quickFilters.flatMap((f) => quickFilterToFilter(f) ?? [])
