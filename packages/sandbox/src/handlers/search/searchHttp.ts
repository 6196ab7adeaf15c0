import type { SearchPaths } from '@gavel/sdk'
import { createOpenApiHttp } from 'openapi-msw'
import type { SearchFilter } from '../../wire/searchTypes'
import type { HandlerContext } from '../kit/context'

/** The search gateway's typed MSW `http` (contracts/openapi/search.yaml). */
export const searchHttp = ({ baseUrls }: HandlerContext) => createOpenApiHttp<SearchPaths>({ baseUrl: baseUrls.search })

const FILTER_FIELDS = ['filterType', 'value', 'minValue', 'maxValue']
const isValue = (v: unknown): boolean =>
  ['string', 'number', 'boolean'].includes(typeof v) || (Array.isArray(v) && v.every((x) => typeof x === 'string'))

/** Why a list of filters breaks the contract's Filter, or null when it is valid. */
export const filtersProblem = (filters: unknown): string | null => {
  if (!Array.isArray(filters)) return 'filters must be an array.'
  for (const [i, f] of filters.entries()) {
    if (typeof f !== 'object' || f === null || Array.isArray(f)) return `filters[${i}] must be an object.`
    const record = f as Record<string, unknown>
    if (typeof record.filterType !== 'string' || record.filterType.length === 0) {
      return `filters[${i}] needs a filterType.`
    }
    const extra = Object.keys(record).filter((k) => !FILTER_FIELDS.includes(k))
    if (extra.length > 0) return `filters[${i}] has unknown field(s): ${extra.join(', ')}.`
    if ('value' in record && !isValue(record.value))
      return `filters[${i}].value must be a string, number, boolean or list of strings.`
    for (const k of ['minValue', 'maxValue']) {
      if (k in record && typeof record[k] !== 'number') return `filters[${i}].${k} must be a number.`
    }
  }
  return null
}

/** A copy of valid filters, so later edits by the caller do not change stored state. */
export const copyFilters = (filters: readonly SearchFilter[]): SearchFilter[] =>
  filters.map((f) => ({ ...f, ...(Array.isArray(f.value) ? { value: [...f.value] } : {}) }))
