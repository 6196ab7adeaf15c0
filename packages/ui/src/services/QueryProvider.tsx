import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { CacheTimes } from './cacheTimes'

/**
 * A query cache with the spec's times: data is fresh for 5 s (auction sync, marketplace §9). Retries are
 * the SDK's job (budgets of §9 with idempotency keys), so the cache never retries on its own.
 */
export const createQueryClient = (onError?: (error: unknown) => void): QueryClient =>
  new QueryClient({
    ...(onError ? { queryCache: new QueryCache({ onError }) } : {}),
    defaultOptions: {
      queries: { staleTime: CacheTimes.auctionSync, gcTime: 5 * 60_000, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })

export interface QueryProviderProps {
  /** Defaults to a new client from createQueryClient(). */
  readonly client?: QueryClient
  readonly children: ReactNode
}

export const QueryProvider = ({ client, children }: QueryProviderProps) => {
  const [own] = useState(() => client ?? createQueryClient())
  return <QueryClientProvider client={client ?? own}>{children}</QueryClientProvider>
}
