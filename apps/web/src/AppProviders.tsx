import type { PortResolver } from '@gavel/domain'
import { GavelAppProviders, type LazyQueryCache, type ToastStore } from '@gavel/ui'
import { prefetchListing } from '@gavel/ui/listing'
import { type ReactNode, useState } from 'react'

/**
 * The UI's providers over the app's container. TanStack Query loads after the first card (docs/adr/0046); a
 * signed-in dealer opening /marketplace gets the listing's first page started at once in the early cache, beside the
 * guard and the route's chunk (issue 10).
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
}) => {
  useState(() => prefetchListing(queries, services, window.location))
  return (
    <GavelAppProviders resolver={services} queries={queries} toastStore={toasts}>
      {children}
    </GavelAppProviders>
  )
}
