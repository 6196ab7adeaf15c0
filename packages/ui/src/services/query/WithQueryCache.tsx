import { type ReactNode, useEffect } from 'react'
import { useLazyQueryCache, useQueryRuntime } from './useCachedQuery'

/**
 * Renders parts that call `useQuery` once TanStack Query has loaded (docs/adr/0046), the placeholder until then.
 * `load` asks for it now (a part the dealer is waiting for); otherwise it comes after the first card.
 */
export const WithQueryCache = ({
  children,
  placeholder = null,
  load = false,
}: {
  readonly children: ReactNode
  readonly placeholder?: ReactNode
  readonly load?: boolean
}) => {
  const cache = useLazyQueryCache()
  const runtime = useQueryRuntime()
  useEffect(() => {
    if (load && runtime === null) void cache.load()
  }, [load, runtime, cache])
  return runtime === null ? placeholder : children
}
