import type { PortResolver } from '@gavel/domain'
import type { QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { TickerProvider } from '../live/TickerProvider'
import type { Ticker } from '../live/ticker'
import { QueryProvider } from '../services/QueryProvider'
import { ServicesProvider } from '../services/ServicesProvider'
import { ThemeProvider } from '../theme/ThemeProvider'
import { ToastProvider } from '../toast/ToastProvider'
import type { ToastStore } from '../toast/toastStore'

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
 * Everything a screen needs above it, in order: theme and global styles, ports, query cache, the shared
 * ticker, toasts. The router goes outside (the app's RouterProvider, or a story's MemoryRouter).
 */
export const GavelProviders = ({ resolver, queryClient, ticker, toastStore, children }: GavelProvidersProps) => (
  <ThemeProvider>
    <ServicesProvider resolver={resolver}>
      <QueryProvider client={queryClient}>
        <TickerProvider ticker={ticker}>
          <ToastProvider store={toastStore}>{children}</ToastProvider>
        </TickerProvider>
      </QueryProvider>
    </ServicesProvider>
  </ThemeProvider>
)
