import { QueryClientContext } from '@tanstack/react-query'
import { type ReactNode, useEffect } from 'react'
import type { LazyQueryCache } from './queryCache'
import { LazyQueryCacheContext, useQueryRuntime } from './useCachedQuery'

const ClientContext = ({ children }: { readonly children: ReactNode }) => {
  const runtime = useQueryRuntime()
  // what QueryClientProvider does once it has a client: focus and online listeners for the cache
  useEffect(() => {
    if (runtime === null) return
    runtime.client.mount()
    return () => runtime.client.unmount()
  }, [runtime])
  // TanStack's own context (a few bytes of @tanstack/react-query): `useQuery` below finds the client once it is loaded
  return (
    <QueryClientContext.Provider value={(runtime?.client ?? undefined) as never}>
      {children}
    </QueryClientContext.Provider>
  )
}

/**
 * The app's query cache (ADR 0032) with TanStack Query loaded late (docs/adr/0046): the listing's first queries
 * read the early cache; everything that calls `useQuery` renders once TanStack Query is here (lazy screens wait for
 * it, the shell's secondary parts load after it, `WithQueryCache` keeps a placeholder until then).
 */
export const QueryCacheProvider = ({
  cache,
  children,
}: {
  readonly cache: LazyQueryCache
  readonly children: ReactNode
}) => (
  <LazyQueryCacheContext value={cache}>
    <ClientContext>{children}</ClientContext>
  </LazyQueryCacheContext>
)
