import {
  InfiniteQueryObserver,
  type InfiniteQueryObserverOptions,
  type QueryClient,
  QueryObserver,
  type QueryObserverOptions,
} from '@tanstack/react-query'
import { createQueryClient } from '../QueryProvider'
import {
  createEarlyQueries,
  type EarlyQueries,
  type InfiniteData,
  type InfiniteSnapshot,
  type QuerySnapshot,
} from './earlyQueries'
import type { LazyQueryCache, ObservedSource, QueryRuntime } from './queryCache'

interface Observer<R> {
  subscribe(listener: () => void): () => void
  getCurrentResult(): R
  setOptions(options: never): void
}

const sourceOf = <S>(observer: Observer<unknown>): ObservedSource<S> => ({
  subscribe: (listener) => observer.subscribe(listener),
  getSnapshot: () => observer.getCurrentResult() as S,
  setOptions: (options) => observer.setOptions(options),
})

/** TanStack Query over a QueryClient: the observers `useQuery` and `useInfiniteQuery` make, for the listing's hooks. */
export const queryRuntimeOf = (client: QueryClient): QueryRuntime => ({
  client,
  query: <T>(options: object) =>
    sourceOf<QuerySnapshot<T>>(new QueryObserver(client, client.defaultQueryOptions(options as QueryObserverOptions))),
  infinite: <T, P>(options: object) =>
    sourceOf<InfiniteSnapshot<T, P>>(
      new InfiniteQueryObserver(
        client,
        client.defaultQueryOptions(options as InfiniteQueryObserverOptions) as InfiniteQueryObserverOptions,
      ),
    ),
})

/**
 * Moves what the early cache holds into the QueryClient, so the hooks that follow it there find their data (no
 * loading state again, no second request): answers as they are (with their time, so staleness is kept), requests
 * still running as the same promise, failures as failed queries (their screen keeps its error state and Retry).
 */
export const handOver = (early: EarlyQueries, client: QueryClient): void => {
  for (const entry of early.entries()) {
    const { queryKey } = entry
    if (entry.status === 'success') {
      client.setQueryData(queryKey, entry.data, { updatedAt: entry.updatedAt })
    } else if (entry.inFlight !== null) {
      const inFlight = entry.inFlight
      if (entry.infinite)
        void client.prefetchInfiniteQuery({
          queryKey,
          queryFn: async () => ((await inFlight) as InfiniteData<unknown, unknown>).pages[0],
          initialPageParam: entry.initialPageParam,
        })
      else void client.prefetchQuery({ queryKey, queryFn: () => inFlight })
    } else if (entry.status === 'error') {
      client.getQueryCache().build(
        client,
        { queryKey },
        {
          data: undefined,
          dataUpdateCount: 0,
          dataUpdatedAt: 0,
          error: entry.error as Error,
          errorUpdateCount: 1,
          errorUpdatedAt: Date.now(),
          fetchFailureCount: 1,
          fetchFailureReason: entry.error as Error,
          fetchMeta: null,
          isInvalidated: false,
          status: 'error',
          fetchStatus: 'idle',
        },
      )
    }
  }
}

/** The app's TanStack Query, made when its chunk loads: a client with the spec's times, fed by the early cache. */
export const startQueryRuntime = (early: EarlyQueries, onError?: (error: unknown) => void): QueryRuntime => {
  const client = createQueryClient(onError)
  handOver(early, client)
  return queryRuntimeOf(client)
}

/** A query cache whose TanStack Query is there from the start (stories, tests): the early cache is never read. */
export const loadedQueryCache = (client: QueryClient): LazyQueryCache => {
  const runtime = queryRuntimeOf(client)
  return {
    early: createEarlyQueries(),
    current: () => runtime,
    subscribe: () => () => {},
    load: async () => runtime,
    clear: () => client.clear(),
  }
}
