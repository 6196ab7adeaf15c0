import type { PortResolver } from '@gavel/domain'
import type { QueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import type { Ticker } from '../live/ticker'
import { createQueryClient } from '../services/QueryProvider'
import { loadedQueryCache } from '../services/query/queryRuntime'
import { toastMalformed } from '../toast/toastMalformed'
import { createToastStore, type ToastStore } from '../toast/toastStore'
import { GavelAppProviders } from './GavelAppProviders'

export interface GavelProvidersProps {
  /** The ports: the app's container (createContainer) or a story's fakes. */
  readonly resolver: PortResolver
  readonly queryClient?: QueryClient
  /** Defaults to a once-a-second ticker over the Clock port. */
  readonly ticker?: Ticker
  readonly toastStore?: ToastStore
  readonly children: ReactNode
}

/**
 * The providers with TanStack Query there from the start (stories, tests): theme and global styles, ports, query
 * cache, the shared ticker, toasts. The router goes outside (a story's MemoryRouter). The web app renders
 * GavelAppProviders, whose TanStack Query loads after the first card (docs/adr/0046).
 */
export const GavelProviders = ({ resolver, queryClient, ticker, toastStore, children }: GavelProvidersProps) => {
  const [toasts] = useState(() => toastStore ?? createToastStore())
  const [queries] = useState(() => loadedQueryCache(queryClient ?? createQueryClient(toastMalformed(toasts))))
  return (
    <GavelAppProviders resolver={resolver} queries={queries} toastStore={toasts} ticker={ticker}>
      {children}
    </GavelAppProviders>
  )
}
