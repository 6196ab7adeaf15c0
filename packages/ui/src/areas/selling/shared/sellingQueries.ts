import { canSell, isLimited, type PortResolver, SessionControl } from '@gavel/domain'
import { type SavedAuctionPage, type SavedAuctionQuery, SavedAuctions } from '@gavel/domain/areas/selling'
import { type InfiniteData, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useService } from '../../../services/ServicesProvider'
import { sellingKeys } from '../queryKeys'

/**
 * Rows fetched a call: a first page only as big as a screen shows (12 rows of about 84 px under the page's header;
 * issue 12: each row drawn before the first paint costs about 5 ms at 4× CPU), then large pages so 5,000 saved
 * vehicles take about 50 calls (the contract allows 100). A taller screen asks for the next page as its end shows.
 */
export const SAVED_FIRST_PAGE = 12
export const SAVED_PAGE_SIZE = 100

/** The list as it opens: every dealership (-1), no search. */
const OPENING = { from: 0, size: SAVED_FIRST_PAGE, dealerFilter: -1, query: '' } as const satisfies SavedAuctionQuery

/** How long a prefetched first page may wait for its screen before it is too old to show. */
const PREFETCH_KEPT_MS = 15_000

interface Prefetched {
  readonly page: Promise<SavedAuctionPage>
  readonly at: number
  /** Whose list it is: another user signed in in this tab never gets it. */
  readonly userId: number
  /** Settles (never rejects) once the page has arrived or failed. */
  readonly settled: Promise<void>
  /** The page once it has arrived: the screen then opens with its rows, not its loading state. */
  arrived?: SavedAuctionPage
}

let prefetched: Prefetched | null = null

/**
 * Starts the saved list's first page as soon as the selling area is bound (issue 12), beside the screen's code and
 * the query cache instead of after the screen has mounted; the screen's first request for that page takes it (once).
 * Only for a user the guard lets in (signed in, not limited, may sell: shell §4.1), and once while one waits for its
 * screen; a failure is the screen's to show. Answers a promise that settles once the page has arrived or failed (the
 * screen's loader may wait for it), or null when nothing was asked; asked again for the same user while one is recent,
 * the same promise.
 */
export const prefetchSavedAuctions = (services: PortResolver): Promise<void> | null => {
  const session = services.resolve(SessionControl).current()
  if (session === null || isLimited(session.user) || !canSell(session.user)) return null
  if (prefetched !== null && prefetched.userId === session.user.id && Date.now() - prefetched.at < PREFETCH_KEPT_MS)
    return prefetched.settled
  const page = services.resolve(SavedAuctions).list(OPENING)
  const started: Prefetched = {
    page,
    at: Date.now(),
    userId: session.user.id,
    settled: page.then(
      (arrived) => {
        started.arrived = arrived
      },
      () => {}, // the screen's request shows it, or it is dropped when the guard sends the user elsewhere
    ),
  }
  prefetched = started
  return started.settled
}

/**
 * The prefetched first page when it is the one asked for, for the user signed in now, and still recent; null
 * otherwise. Taken once.
 */
const takePrefetched = (query: SavedAuctionQuery, userId: number | undefined): Prefetched | null => {
  const taken = prefetched
  const same =
    query.from === OPENING.from &&
    query.size === OPENING.size &&
    query.dealerFilter === OPENING.dealerFilter &&
    query.query === OPENING.query
  if (!same) return null
  prefetched = null
  return taken !== null && taken.userId === userId && Date.now() - taken.at < PREFETCH_KEPT_MS ? taken : null
}

/** The list's first page when it has already arrived by the time the screen mounts (taken once, at mount). */
const useArrivedFirstPage = (dealerFilter: number, query: string, userId: number | undefined) =>
  useState(() => {
    const taken = takePrefetched({ ...OPENING, dealerFilter, query }, userId)
    if (taken?.arrived === undefined) {
      if (taken !== null) prefetched = taken // still on its way: the first request takes it
      return undefined
    }
    const data: InfiniteData<SavedAuctionPage, number> = { pages: [taken.arrived], pageParams: [0] }
    return { data, at: taken.at }
  })[0]

/** The saved list, page after page (marketplace §7 Saved auctions). */
export const useSavedAuctionList = (dealerFilter: number, query: string) => {
  const saved = useService(SavedAuctions)
  const session = useService(SessionControl)
  const arrived = useArrivedFirstPage(dealerFilter, query, session.current()?.user.id)
  return useInfiniteQuery({
    queryKey: sellingKeys.savedList(dealerFilter, query),
    initialPageParam: 0,
    ...(arrived && { initialData: arrived.data, initialDataUpdatedAt: arrived.at }),
    queryFn: ({ pageParam }) => {
      const wanted = {
        from: pageParam,
        size: pageParam === 0 ? SAVED_FIRST_PAGE : SAVED_PAGE_SIZE,
        dealerFilter,
        query,
      } satisfies SavedAuctionQuery
      return takePrefetched(wanted, session.current()?.user.id)?.page ?? saved.list(wanted)
    },
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.savedAuctions.length, 0)
      return loaded < last.total && last.savedAuctions.length > 0 ? loaded : undefined
    },
  })
}

/** One saved auction with its launch options (GET launch/v1/{id}/details). */
export const useLaunchOptions = (id: number) => {
  const saved = useService(SavedAuctions)
  return useQuery({ queryKey: sellingKeys.launchOptions(id), queryFn: () => saved.details(id) })
}
