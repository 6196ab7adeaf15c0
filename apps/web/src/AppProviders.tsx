import type { PortResolver } from '@gavel/domain'
import { GavelProviders } from '@gavel/ui'
import { prefetchListing } from '@gavel/ui/listing'
import type { ReactNode } from 'react'

/**
 * The UI's providers over the app's container. A signed-in dealer opening /marketplace gets the listing's first page
 * started as soon as the query cache exists, beside the guard and the route's chunk (issue 10).
 */
export const AppProviders = ({
  services,
  children,
}: {
  readonly services: PortResolver
  readonly children: ReactNode
}) => (
  <GavelProviders resolver={services} onQueryClient={(client) => prefetchListing(client, services, window.location)}>
    {children}
  </GavelProviders>
)
