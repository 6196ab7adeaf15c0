import { type BuyingLimits, BuyingLimitsSource } from '@gavel/domain'
import { useQuery } from '@tanstack/react-query'
import { queryKeys } from '../../services/queryKeys'
import { useService } from '../../services/ServicesProvider'

/** The query key of the dealer's team buying limits; a bid changes what was committed today. */
export const buyingLimitsKey = queryKeys.buyingLimits

/**
 * The dealer's team buying limits (ADR 0025) for the bid panel's hint; null while loading, on failure (the server
 * still decides) or when `enabled` is false (limited users cannot bid).
 */
export const useBuyingLimits = (enabled: boolean): BuyingLimits | null => {
  const source = useService(BuyingLimitsSource)
  const query = useQuery({ queryKey: buyingLimitsKey, queryFn: () => source.mine(), enabled, staleTime: 30_000 })
  return query.data ?? null
}
