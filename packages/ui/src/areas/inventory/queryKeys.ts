import type { DealerId } from '@gavel/domain'
import type { InventoryStatus } from '@gavel/domain/areas/inventory'

/** The query cache's keys of the inventory area; `lists` invalidates every page of every dealership's list. */
export const inventoryKeys = {
  all: ['inventory'] as const,
  terms: ['inventory', 'terms'] as const,
  termsContent: (url: string | null) => ['inventory', 'terms-content', url] as const,
  lists: ['inventory', 'list'] as const,
  list: (dealerId: DealerId | null, page: number, query: string, status: InventoryStatus | null) =>
    ['inventory', 'list', dealerId, page, query, status] as const,
  savedFor: (vehicleIds: readonly number[]) => ['inventory', 'saved-for', vehicleIds] as const,
}
