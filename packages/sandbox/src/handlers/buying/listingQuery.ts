import type { ListingQuery } from '../../wire/types'
import { laneAdmits } from '../../world/lanes'
import type { Auction, User, World } from '../../world/types'

type Filter = ListingQuery['filters'][number]

/** Where the next page starts: after (end time, id) for `end_time`, or at an offset for `recommended`. */
export type Cursor =
  | { readonly sort: 'end_time'; readonly endTime: number; readonly id: number }
  | { readonly sort: 'recommended'; readonly offset: number }

export const SORTS = ['end_time', 'recommended'] as const
export type Sort = (typeof SORTS)[number]

/** Opaque to clients (ADR 0001): base64url of a small JSON object. */
export const encodeCursor = (cursor: Cursor): string =>
  btoa(JSON.stringify(cursor)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')

export const decodeCursor = (text: string): Cursor | null => {
  try {
    const json = JSON.parse(atob(text.replaceAll('-', '+').replaceAll('_', '/'))) as Record<string, unknown>
    if (json.sort === 'end_time' && Number.isSafeInteger(json.endTime) && Number.isSafeInteger(json.id)) {
      return { sort: 'end_time', endTime: json.endTime as number, id: json.id as number }
    }
    if (json.sort === 'recommended' && Number.isSafeInteger(json.offset) && (json.offset as number) >= 0) {
      return { sort: 'recommended', offset: json.offset as number }
    }
    return null
  } catch {
    return null
  }
}

const textOf = (auction: Auction, type: string): string | number | null => {
  const v = auction.vehicle
  switch (type) {
    case 'year':
      return v.year
    case 'make':
      return v.make
    case 'model':
      return v.model
    case 'trim':
      return v.trim
    case 'odometer':
      return v.odometer
    default:
      return null
  }
}

/**
 * A filter has filterType with value, or minValue and maxValue (marketplace §3 Saved search). Text compares
 * case-insensitively; a list of values matches any of them; unknown filter types match everything.
 */
export const matchesFilter = (auction: Auction, filter: Filter): boolean => {
  const actual = textOf(auction, filter.filterType)
  if (actual === null) return !['year', 'make', 'model', 'trim', 'odometer'].includes(filter.filterType)
  if (filter.minValue !== undefined && !(Number(actual) >= filter.minValue)) return false
  if (filter.maxValue !== undefined && !(Number(actual) <= filter.maxValue)) return false
  if (filter.value === undefined) return true
  const wanted = Array.isArray(filter.value) ? filter.value : [filter.value]
  return wanted.some((w) => String(w).toLowerCase() === String(actual).toLowerCase())
}

/**
 * Whether a running auction belongs in the viewer's listing: its lane kind is included (all when
 * `includedLanes` is absent or empty), and a private lane shows only to invited dealerships or when asked for by id.
 */
export const inListing = (world: World, auction: Auction, viewer: User, query: ListingQuery): boolean => {
  const lane = world.lanes.get(auction.laneId)
  if (!lane) return false
  if (query.includedLanes && query.includedLanes.length > 0 && !query.includedLanes.includes(lane.kind)) return false
  if (
    lane.kind === 'private' &&
    !laneAdmits(lane, viewer.defaultDealerId) &&
    !query.privateLaneIds?.includes(lane.id)
  ) {
    return false
  }
  return query.filters.every((f) => matchesFilter(auction, f))
}

const byEndTime = (a: Auction, b: Auction): number => a.endTime - b.endTime || a.id - b.id
const byRecommendation = (a: Auction, b: Auction): number => b.viewCount - a.viewCount || a.id - b.id

/** One page of `matching` after the cursor, and the cursor of the page after it (null on the last page). */
export const pageOf = (
  matching: readonly Auction[],
  sort: Sort,
  cursor: Cursor | null,
  size: number,
): { page: Auction[]; next: Cursor | null } => {
  const sorted = [...matching].sort(sort === 'end_time' ? byEndTime : byRecommendation)
  let start = 0
  if (cursor?.sort === 'end_time') {
    start = sorted.findIndex((a) => a.endTime > cursor.endTime || (a.endTime === cursor.endTime && a.id > cursor.id))
    if (start < 0) start = sorted.length
  } else if (cursor?.sort === 'recommended') {
    start = cursor.offset
  }
  const page = sorted.slice(start, start + size)
  const last = page.at(-1)
  if (!last || start + size >= sorted.length) return { page, next: null }
  return {
    page,
    next: sort === 'end_time' ? { sort, endTime: last.endTime, id: last.id } : { sort, offset: start + size },
  }
}
