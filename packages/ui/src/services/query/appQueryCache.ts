import { createEarlyQueries } from './earlyQueries'
import { createLazyQueryCache, type LazyQueryCache } from './queryCache'

/**
 * The web app's query cache (docs/adr/0046): the early cache now, TanStack Query from its own chunk when first asked
 * for. `onError` hears every failed query of either (the app toasts a malformed answer).
 */
export const createAppQueryCache = (onError: (error: unknown) => void): LazyQueryCache =>
  createLazyQueryCache(createEarlyQueries(onError), async (early) =>
    (await import('./queryRuntime')).startQueryRuntime(early, onError),
  )
