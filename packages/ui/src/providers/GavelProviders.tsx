import { isDomainError, messageOf, type PortResolver } from '@gavel/domain'
import type { QueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { TickerProvider } from '../live/TickerProvider'
import type { Ticker } from '../live/ticker'
import { createQueryClient, QueryProvider } from '../services/QueryProvider'
import { ServicesProvider } from '../services/ServicesProvider'
import { ThemeProvider } from '../theme/ThemeProvider'
import { ToastProvider } from '../toast/ToastProvider'
import { createToastStore, type ToastStore } from '../toast/toastStore'

export interface GavelProvidersProps {
  /** The ports: the app's container (createContainer) or a story's fakes. */
  readonly resolver: PortResolver
  readonly queryClient?: QueryClient
  /** Defaults to a once-a-second ticker over the Clock port. */
  readonly ticker?: Ticker
  readonly toastStore?: ToastStore
  /** Hears the query cache once it is made, before anything renders (the app starts the listing's first page). */
  readonly onQueryClient?: (client: QueryClient) => void
  readonly children: ReactNode
}

/**
 * Everything a screen needs above it, in order: theme and global styles, ports, query cache, the shared
 * ticker, toasts. The router goes outside (the app's RouterProvider, or a story's MemoryRouter).
 */
export const GavelProviders = ({
  resolver,
  queryClient,
  ticker,
  toastStore,
  onQueryClient,
  children,
}: GavelProvidersProps) => {
  const [toasts] = useState(() => toastStore ?? createToastStore())
  const [client] = useState(() => {
    const made = queryClient ?? createQueryClient(toastMalformed(toasts))
    onQueryClient?.(made)
    return made
  })
  return (
    <ThemeProvider>
      <ServicesProvider resolver={resolver}>
        <QueryProvider client={client}>
          <TickerProvider ticker={ticker}>
            <ToastProvider store={toasts}>{children}</ToastProvider>
          </TickerProvider>
        </QueryProvider>
      </ServicesProvider>
    </ThemeProvider>
  )
}

/**
 * A server answer that breaks the contract is decoded into MalformedResponse; besides the screen's own error
 * state, the dealer gets a toast, so a bad payload is never silent. Other query errors stay inline.
 */
const toastMalformed = (toasts: ToastStore) => (error: unknown) => {
  if (isDomainError(error) && error._tag === 'MalformedResponse') toasts.show('error', messageOf(error))
}
