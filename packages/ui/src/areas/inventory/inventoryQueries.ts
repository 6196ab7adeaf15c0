import type { DealerId } from '@gavel/domain'
import { INVENTORY_PAGE_SIZE, InventoryService, type InventoryStatus } from '@gavel/domain/areas/inventory'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useService } from '../../services/ServicesProvider'
import { inventoryKeys } from './queryKeys'

/** The inventory's own terms state (GET bff/inventory/terms_of_service). */
export const useInventoryTerms = () => {
  const port = useService(InventoryService)
  return useQuery({ queryKey: inventoryKeys.terms, queryFn: () => port.terms() })
}

/** The terms text, read from the terms state's url. */
export const useInventoryTermsContent = (url: string | null) => {
  const port = useService(InventoryService)
  return useQuery({
    queryKey: inventoryKeys.termsContent(url),
    queryFn: () => port.termsContent(url ?? ''),
    enabled: url !== null,
  })
}

/** One page of a dealership's inventory (GET bff/inventory/v3), the previous page kept while the next loads. */
export const useInventoryPage = (
  dealerId: DealerId | null,
  page: number,
  query: string,
  status: InventoryStatus | null,
) => {
  const port = useService(InventoryService)
  return useQuery({
    queryKey: inventoryKeys.list(dealerId, page, query, status),
    queryFn: () =>
      port.list({
        dealerId: dealerId as DealerId,
        from: page * INVENTORY_PAGE_SIZE,
        size: INVENTORY_PAGE_SIZE,
        query,
        status,
      }),
    enabled: dealerId !== null,
    placeholderData: keepPreviousData,
  })
}
