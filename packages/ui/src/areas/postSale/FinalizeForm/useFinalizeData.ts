import type { AuctionId, DealerId } from '@gavel/domain'
import { DealershipAddresses, OrderCheckout } from '@gavel/domain/areas/postSale'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { CacheTimes } from '../../../services/cacheTimes'
import { useService } from '../../../services/ServicesProvider'
import { postSaleKeys } from '../queryKeys'

/** The checkout options for the dealership and payment method chosen (the quote follows the method). */
export const useCheckoutOptions = (auctionId: AuctionId, dealerId: DealerId, paymentMethod: string | null) => {
  const checkout = useService(OrderCheckout)
  return useQuery({
    queryKey: postSaleKeys.checkoutOptions(auctionId, dealerId, paymentMethod),
    queryFn: () => checkout.options(auctionId, dealerId, paymentMethod ?? undefined),
    placeholderData: keepPreviousData,
  })
}

/** The dealership's addresses, every page; cached 20 minutes (marketplace §9). */
export const useDeliveryAddresses = (dealerId: DealerId, enabled: boolean) => {
  const addresses = useService(DealershipAddresses)
  return useQuery({
    queryKey: postSaleKeys.dealershipAddresses(dealerId),
    queryFn: () => addresses.all(dealerId),
    staleTime: CacheTimes.dealershipAddresses,
    gcTime: CacheTimes.dealershipAddresses,
    enabled,
  })
}
