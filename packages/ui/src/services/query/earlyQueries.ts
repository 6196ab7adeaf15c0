/**
 * The first cards' small query cache (issue 10, docs/adr/0046): the listing's first queries (its pages, lanes,
 * counts, states and sorts) run here until TanStack Query, the app's query cache (ADR 0032), has loaded after the
 * first card; then `handOver` moves every entry into the QueryClient and the hooks follow it there. Same keys, same
 * fetch functions, one request per key (a second reader shares the first's), no retries (as the QueryClient).
 */

/** What a listing hook reads, whichever cache answers: the fields TanStack's results have too. */
export interface QuerySnapshot<T> {
  readonly data: T | undefined
  readonly error: unknown
  readonly isPending: boolean
  readonly isError: boolean
  readonly isFetching: boolean
  readonly refetch: () => Promise<unknown>
}

export interface InfiniteData<T, P> {
  readonly pages: readonly T[]
  readonly pageParams: readonly P[]
}

export interface InfiniteSnapshot<T, P> extends QuerySnapshot<InfiniteData<T, P>> {
  readonly hasNextPage: boolean
  readonly isFetchingNextPage: boolean
  readonly isFetchNextPageError: boolean
  readonly fetchNextPage: () => Promise<unknown>
}

/** One key's state in the early cache, as the hand-over reads it. */
export interface EarlyEntry {
  readonly queryKey: readonly unknown[]
  readonly infinite: boolean
  readonly initialPageParam: unknown
  readonly status: 'pending' | 'success' | 'error'
  readonly data: unknown
  readonly error: unknown
  readonly updatedAt: number
  /** The first fetch while it runs (the hand-over lets the QueryClient wait for it instead of asking again). */
  readonly inFlight: Promise<unknown> | null
}

/** Something a hook subscribes to: an early entry, or a TanStack observer once the cache has moved. */
export interface QuerySource<S> {
  readonly subscribe: (listener: () => void) => () => void
  readonly getSnapshot: () => S
}

/** Query keys hash as TanStack hashes them: JSON with object keys sorted. */
export const hashQueryKey = (key: readonly unknown[]): string =>
  JSON.stringify(key, (_, value: unknown) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  )

interface Slot {
  entry: EarlyEntry
  snapshot: unknown
  readonly listeners: Set<() => void>
  fetchingNext: boolean
  nextFailed: boolean
  fetching: boolean
  fetchPage: (param: unknown) => Promise<unknown>
  nextParam: (last: unknown) => unknown
}

export interface EarlyQueries {
  /** A one-shot query's source; the first reader of a key starts its fetch. */
  query<T>(queryKey: readonly unknown[], queryFn: () => Promise<T>): QuerySource<QuerySnapshot<T>>
  /** A paged query's source: the first page at once, the next ones on `fetchNextPage`. */
  infinite<T, P>(
    queryKey: readonly unknown[],
    queryFn: (pageParam: P) => Promise<T>,
    initialPageParam: P,
    getNextPageParam: (last: T) => P | null | undefined,
  ): QuerySource<InfiniteSnapshot<T, P>>
  /** Every key asked so far. */
  entries(): readonly EarlyEntry[]
  /** Forgets every key (another user has signed in: nothing of the last one's answers is shown to them). */
  clear(): void
}

export const createEarlyQueries = (onError: (error: unknown) => void = () => {}): EarlyQueries => {
  const slots = new Map<string, Slot>()

  const publish = (slot: Slot, change: Partial<EarlyEntry>) => {
    slot.entry = { ...slot.entry, ...change }
    slot.snapshot = undefined
    for (const listener of slot.listeners) listener()
  }

  const run = (slot: Slot, fetch: () => Promise<unknown>): Promise<void> => {
    slot.fetching = true
    const inFlight = fetch()
    publish(slot, { inFlight })
    return inFlight.then(
      (data) => {
        slot.fetching = false
        slot.nextFailed = false
        publish(slot, { status: 'success', data, error: null, updatedAt: Date.now(), inFlight: null })
      },
      (error: unknown) => {
        slot.fetching = false
        onError(error)
        publish(slot, { status: 'error', error, inFlight: null })
      },
    )
  }

  const firstPage = (slot: Slot) => async () => {
    const page = await slot.fetchPage(slot.entry.initialPageParam)
    return { pages: [page], pageParams: [slot.entry.initialPageParam] }
  }

  const slotOf = (
    queryKey: readonly unknown[],
    infinite: boolean,
    fetchPage: (param: unknown) => Promise<unknown>,
    initialPageParam: unknown,
    nextParam: (last: unknown) => unknown,
  ): Slot => {
    const hash = hashQueryKey(queryKey)
    const known = slots.get(hash)
    if (known) return known
    const slot: Slot = {
      entry: {
        queryKey,
        infinite,
        initialPageParam,
        status: 'pending',
        data: undefined,
        error: null,
        updatedAt: 0,
        inFlight: null,
      },
      snapshot: undefined,
      listeners: new Set(),
      fetchingNext: false,
      nextFailed: false,
      fetching: false,
      fetchPage,
      nextParam,
    }
    slots.set(hash, slot)
    void run(slot, infinite ? firstPage(slot) : () => fetchPage(undefined))
    return slot
  }

  const base = (slot: Slot, refetch: () => Promise<unknown>) => ({
    data: slot.entry.data,
    error: slot.entry.error,
    isPending: slot.entry.status === 'pending',
    isError: slot.entry.status === 'error',
    isFetching: slot.fetching || slot.fetchingNext,
    refetch,
  })

  const source = <S>(slot: Slot, make: () => S): QuerySource<S> => ({
    subscribe: (listener) => {
      slot.listeners.add(listener)
      return () => slot.listeners.delete(listener)
    },
    getSnapshot: () => {
      if (slot.snapshot === undefined) slot.snapshot = make()
      return slot.snapshot as S
    },
  })

  return {
    query: <T>(queryKey: readonly unknown[], queryFn: () => Promise<T>) => {
      const slot = slotOf(
        queryKey,
        false,
        () => queryFn(),
        undefined,
        () => undefined,
      )
      const refetch = () => run(slot, () => slot.fetchPage(undefined))
      return source(slot, () => base(slot, refetch) as QuerySnapshot<T>)
    },
    infinite: <T, P>(
      queryKey: readonly unknown[],
      queryFn: (pageParam: P) => Promise<T>,
      initialPageParam: P,
      getNextPageParam: (last: T) => P | null | undefined,
    ) => {
      const slot = slotOf(
        queryKey,
        true,
        (param) => queryFn(param as P),
        initialPageParam,
        (last) => getNextPageParam(last as T),
      )
      const next = (): unknown => {
        const pages = (slot.entry.data as InfiniteData<unknown, unknown> | undefined)?.pages ?? []
        const last = pages[pages.length - 1]
        return last === undefined ? undefined : slot.nextParam(last)
      }
      const refetch = () => run(slot, firstPage(slot))
      const fetchNextPage = async () => {
        const param = next()
        if (param === undefined || param === null || slot.fetchingNext) return
        slot.fetchingNext = true
        slot.nextFailed = false
        publish(slot, {})
        try {
          const page = await slot.fetchPage(param)
          const data = slot.entry.data as InfiniteData<unknown, unknown>
          slot.fetchingNext = false
          publish(slot, {
            status: 'success',
            data: { pages: [...data.pages, page], pageParams: [...data.pageParams, param] },
            error: null,
            updatedAt: Date.now(),
          })
        } catch (error) {
          onError(error)
          slot.fetchingNext = false
          slot.nextFailed = true
          publish(slot, { status: 'error', error })
        }
      }
      return source(slot, () => {
        const snapshot: InfiniteSnapshot<T, P> = {
          ...(base(slot, refetch) as QuerySnapshot<InfiniteData<T, P>>),
          hasNextPage: next() !== undefined && next() !== null,
          isFetchingNextPage: slot.fetchingNext,
          isFetchNextPageError: slot.nextFailed,
          fetchNextPage,
        }
        return snapshot
      })
    },
    entries: () => [...slots.values()].map((s) => s.entry),
    clear: () => slots.clear(),
  }
}
