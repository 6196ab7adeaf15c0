import { createContext, useContext, useEffect, useMemo, useRef, useSyncExternalStore } from 'react'
import { hashQueryKey, type InfiniteSnapshot, type QuerySnapshot, type QuerySource } from './earlyQueries'
import type { InfiniteOptions, LazyQueryCache, ObservedSource, QueryOptions } from './queryCache'

export const LazyQueryCacheContext = createContext<LazyQueryCache | null>(null)

export const useLazyQueryCache = (): LazyQueryCache => {
  const cache = useContext(LazyQueryCacheContext)
  if (cache === null) throw new Error('useLazyQueryCache needs GavelProviders (or GavelAppProviders) above it')
  return cache
}

/** TanStack Query when it has loaded, else null (the early cache answers meanwhile). */
export const useQueryRuntime = () => {
  const cache = useLazyQueryCache()
  return useSyncExternalStore(cache.subscribe, cache.current, cache.current)
}

const useFollow = <S>(source: QuerySource<S> & Partial<Pick<ObservedSource<S>, 'setOptions'>>, options: unknown): S => {
  useEffect(() => {
    source.setOptions?.(options as never)
  })
  return useSyncExternalStore(source.subscribe, source.getSnapshot, source.getSnapshot)
}

/**
 * `useQuery` for what the listing needs before its first card (docs/adr/0046): answered by the early cache until
 * TanStack Query has loaded, then by TanStack Query (same key, the early answer handed over).
 */
export const useCachedQuery = <T>(options: QueryOptions<T>): QuerySnapshot<T> => {
  const cache = useLazyQueryCache()
  const runtime = useQueryRuntime()
  const latest = useRef(options)
  latest.current = options
  const hash = hashQueryKey(options.queryKey)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key (its hash) is a new source; options are read through `latest`
  const source = useMemo<QuerySource<QuerySnapshot<T>>>(
    () =>
      runtime
        ? runtime.query(latest.current)
        : cache.early.query(latest.current.queryKey, () => latest.current.queryFn()),
    [runtime, cache, hash],
  )
  return useFollow(source, options)
}

/** `useInfiniteQuery` for the listing's pages, as `useCachedQuery`. */
export const useCachedInfiniteQuery = <T, P>(options: InfiniteOptions<T, P>): InfiniteSnapshot<T, P> => {
  const cache = useLazyQueryCache()
  const runtime = useQueryRuntime()
  const latest = useRef(options)
  latest.current = options
  const hash = hashQueryKey(options.queryKey)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key (its hash) is a new source; options are read through `latest`
  const source = useMemo<QuerySource<InfiniteSnapshot<T, P>>>(
    () =>
      runtime
        ? runtime.infinite(latest.current)
        : cache.early.infinite(
            latest.current.queryKey,
            (pageParam: P) => latest.current.queryFn({ pageParam }),
            latest.current.initialPageParam,
            (last: T) => latest.current.getNextPageParam(last),
          ),
    [runtime, cache, hash],
  )
  return useFollow(source, options)
}
