import { createEarlyQueries } from './earlyQueries'
import { createLazyQueryCache, type LazyQueryCache } from './queryCache'

/**
 * The web app's query cache (docs/adr/0046): the early cache now, TanStack Query from its own chunk when first asked
 * for, together with `alongside` (the app binds the core's second half of ports then: whatever renders once the cache
 * is loaded may read them). `onError` hears every failed query of either cache (the app toasts a malformed answer).
 */
export const createAppQueryCache = (
  onError: (error: unknown) => void,
  alongside: () => Promise<unknown> = async () => {},
): LazyQueryCache =>
  createLazyQueryCache(createEarlyQueries(onError), async (early) => {
    const [runtime] = await Promise.all([import('./queryRuntime'), alongside()])
    return runtime.startQueryRuntime(early, onError)
  })
