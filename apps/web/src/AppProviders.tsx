import type { PortResolver } from '@gavel/domain'
import { GavelAppProviders, type LazyQueryCache, type ToastStore } from '@gavel/ui'
import type { ReactNode } from 'react'

/**
 * The UI's providers over the app's container. TanStack Query loads after the first card (docs/adr/0046); the
 * listing's first page is started by `main.tsx` before the first render (docs/adr/0047).
 */
export const AppProviders = ({
  services,
  queries,
  toasts,
  children,
}: {
  readonly services: PortResolver
  readonly queries: LazyQueryCache
  readonly toasts: ToastStore
  readonly children: ReactNode
}) => (
  <GavelAppProviders resolver={services} queries={queries} toastStore={toasts}>
    {children}
  </GavelAppProviders>
)
