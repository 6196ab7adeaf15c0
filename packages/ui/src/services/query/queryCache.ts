import type { EarlyQueries, InfiniteSnapshot, QuerySnapshot, QuerySource } from './earlyQueries'

/** A source the hooks follow that also hears each render's options (TanStack observers do). */
export interface ObservedSource<S> extends QuerySource<S> {
  readonly setOptions: (options: never) => void
}

export interface QueryOptions<T> {
  readonly queryKey: readonly unknown[]
  readonly queryFn: () => Promise<T>
  readonly staleTime?: number
  readonly refetchInterval?: number
}

export interface InfiniteOptions<T, P> {
  readonly queryKey: readonly unknown[]
  readonly queryFn: (context: { readonly pageParam: P }) => Promise<T>
  readonly initialPageParam: P
  readonly getNextPageParam: (last: T) => P | null | undefined
}

/** TanStack Query once loaded (`queryRuntime.ts`): its client and an observer per hook, as `useQuery` makes them. */
export interface QueryRuntime {
  /** The app's QueryClient (typed loosely here so this file imports nothing of TanStack). */
  readonly client: { mount(): void; unmount(): void; clear(): void }
  query<T>(options: QueryOptions<T>): ObservedSource<QuerySnapshot<T>>
  infinite<T, P>(options: InfiniteOptions<T, P>): ObservedSource<InfiniteSnapshot<T, P>>
}

/**
 * The app's query cache as the first cards see it (docs/adr/0046): the early cache at once, TanStack Query once
 * `load()` has brought it (after the first card, or as soon as a screen or part that needs it asks).
 */
export interface LazyQueryCache {
  readonly early: EarlyQueries
  current(): QueryRuntime | null
  subscribe(listener: () => void): () => void
  /** Loads TanStack Query (once), hands the early cache's entries over to it and resolves with it. */
  load(): Promise<QueryRuntime>
  /** Empties both caches: another user has signed in (`forgetOnUserChange`). */
  clear(): void
}

export const createLazyQueryCache = (
  early: EarlyQueries,
  loadRuntime: (early: EarlyQueries) => Promise<QueryRuntime>,
): LazyQueryCache => {
  let runtime: QueryRuntime | null = null
  let loading: Promise<QueryRuntime> | null = null
  const listeners = new Set<() => void>()
  return {
    early,
    current: () => runtime,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    load: () => {
      loading ??= loadRuntime(early).then(
        (loaded) => {
          runtime = loaded
          for (const listener of listeners) listener()
          return loaded
        },
        (error: unknown) => {
          loading = null // a failed chunk download may be retried
          throw error
        },
      )
      return loading
    },
    clear: () => {
      early.clear()
      runtime?.client.clear()
    },
  }
}
