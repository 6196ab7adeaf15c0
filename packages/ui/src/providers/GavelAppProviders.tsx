import type { PortResolver } from '@gavel/domain'
import type { ReactNode } from 'react'
import { TickerProvider } from '../live/TickerProvider'
import type { Ticker } from '../live/ticker'
import { QueryCacheProvider } from '../services/query/QueryCacheProvider'
import type { LazyQueryCache } from '../services/query/queryCache'
import { ServicesProvider } from '../services/ServicesProvider'
import { ThemeProvider } from '../theme/ThemeProvider'
import { ToastProvider } from '../toast/ToastProvider'
import type { ToastStore } from '../toast/toastStore'

export interface GavelAppProvidersProps {
  /** The ports: the app's container (createContainer) or a story's fakes. */
  readonly resolver: PortResolver
  /** The query cache: TanStack Query loaded late in the app (`createAppQueryCache`), at once in stories. */
  readonly queries: LazyQueryCache
  readonly toastStore: ToastStore
  /** Defaults to a once-a-second ticker over the Clock port. */
  readonly ticker?: Ticker
  readonly children: ReactNode
}

/**
 * Everything a screen needs above it, in order: theme and global styles, ports, query cache, the shared ticker,
 * toasts. The router goes outside. The web app renders this with TanStack Query still to load (docs/adr/0046).
 */
export const GavelAppProviders = ({ resolver, queries, toastStore, ticker, children }: GavelAppProvidersProps) => (
  <ThemeProvider>
    <ServicesProvider resolver={resolver}>
      <QueryCacheProvider cache={queries}>
        <TickerProvider ticker={ticker}>
          <ToastProvider store={toastStore}>{children}</ToastProvider>
        </TickerProvider>
      </QueryCacheProvider>
    </ServicesProvider>
  </ThemeProvider>
)
