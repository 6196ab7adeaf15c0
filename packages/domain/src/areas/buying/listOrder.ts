import type { Auction } from '../../model/auction'
import type { BuyingList } from './buyingLists'

/** Sort orders of the buying lists (our design; marketplace §3 names end_time as the default sort). */
export const LIST_SORTS = ['endingSoonest', 'recentlyEnded', 'highBidHighest', 'yearNewest'] as const
export type ListSort = (typeof LIST_SORTS)[number]

export const LIST_SORT_LABELS: Readonly<Record<ListSort, string>> = {
  endingSoonest: 'Ending soonest',
  recentlyEnded: 'Recently ended',
  highBidHighest: 'Highest bid',
  yearNewest: 'Newest year',
}

/** Running lists open ending soonest first; ended lists most recently ended first. */
export const defaultSort = (list: BuyingList): ListSort =>
  list === 'activeBuying' || list === 'watchlist' || list === 'pendingProxy' ? 'endingSoonest' : 'recentlyEnded'

/** A sort from the URL, or the list's default when it is not one of ours. */
export const parseSort = (raw: string | null, list: BuyingList): ListSort =>
  (LIST_SORTS as readonly string[]).includes(raw ?? '') ? (raw as ListSort) : defaultSort(list)

const compare: Readonly<Record<ListSort, (a: Auction, b: Auction) => number>> = {
  endingSoonest: (a, b) => a.endsAt - b.endsAt,
  recentlyEnded: (a, b) => b.endsAt - a.endsAt,
  highBidHighest: (a, b) => (b.highBid?.amount ?? -1) - (a.highBid?.amount ?? -1),
  yearNewest: (a, b) => b.vehicle.year - a.vehicle.year,
}

/** The auctions in `sort` order, ties by id (stable across renders). */
export const sortAuctions = (auctions: readonly Auction[], sort: ListSort): readonly Auction[] =>
  [...auctions].sort((a, b) => compare[sort](a, b) || a.id - b.id)

export interface ListPage<T> {
  readonly items: readonly T[]
  /** 1-based, clamped to the pages there are. */
  readonly page: number
  readonly pages: number
}

/** One page of a list (marketplace §9 default page size 12). */
export const pageOf = <T>(items: readonly T[], page: number, size: number): ListPage<T> => {
  const pages = Math.max(1, Math.ceil(items.length / size))
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages)
  return { items: items.slice((current - 1) * size, current * size), page: current, pages }
}

/** `?page=` as a 1-based page number; anything else is page 1. */
export const parsePage = (raw: string | null): number => (raw !== null && /^[1-9]\d*$/.test(raw) ? Number(raw) : 1)
