import { needsDealerPhoneLookup } from '@gavel/domain'
import { contactPhoneFrom, TransportOrdering } from '@gavel/domain/areas/transport'
import { useQuery } from '@tanstack/react-query'
import { CacheTimes } from '../../../services/cacheTimes'
import { useService } from '../../../services/ServicesProvider'
import { transportKeys } from '../queryKeys'

/**
 * The contact phone for an address (marketplace §3): the address's own, else the primary transportation contact's,
 * else the lookup by dealer; each later source is asked only when the earlier ones have none.
 */
export const useContactPhone = (dealerId: number, addressPhone: string | null) => {
  const ordering = useService(TransportOrdering)
  const hasOwn = addressPhone !== null && addressPhone.trim() !== ''
  const primary = useQuery({
    queryKey: transportKeys.primaryContact(dealerId),
    queryFn: () => ordering.primaryContactPhone(dealerId),
    enabled: !hasOwn,
    staleTime: CacheTimes.dealershipAddresses,
  })
  const needsLookup = !hasOwn && primary.isSuccess && needsDealerPhoneLookup(addressPhone, primary.data)
  const dealer = useQuery({
    queryKey: transportKeys.dealerContact(dealerId),
    queryFn: () => ordering.dealerContactPhone(dealerId),
    enabled: needsLookup,
    staleTime: CacheTimes.dealershipAddresses,
  })
  const pending = !hasOwn && (primary.isPending || (needsLookup && dealer.isPending))
  return { pending, contact: contactPhoneFrom(addressPhone, primary.data, dealer.data) }
}
