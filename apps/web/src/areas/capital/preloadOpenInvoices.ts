import { capitalArea } from '@gavel/adapters/areas/capital'
import type { PortResolver } from '@gavel/domain'
import { CapitalInvoices } from '@gavel/domain/areas/capital'
import { openInvoicesQuery } from '@gavel/ui/areas/capital'
import type { QueryClient } from '@tanstack/react-query'
import type { AreaHost } from '../../routing/screens'

/**
 * "Capital users get open invoices preloaded" (shell §6, marketplace §5): binds the capital area (its own lazy
 * chunk, loaded in idle time, never on the listing's path) and fills the query cache with the user's open
 * invoices, the same query /capital/invoices reads, so opening it within 15 minutes asks nothing. A failed preload
 * leaves nothing cached (the page then loads and shows its own error).
 */
export const preloadOpenInvoices = (
  host: AreaHost & PortResolver,
  client: QueryClient,
  userId: number,
): Promise<void> => {
  host.loadArea(capitalArea)
  return client.prefetchQuery(openInvoicesQuery(host.resolve(CapitalInvoices), userId))
}
