import { type Auction, type AuctionId, AuctionInsights, type DealerId } from '@gavel/domain'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { queryKeys } from '../../services/queryKeys'
import { useService } from '../../services/ServicesProvider'
import { useSession } from '../../services/useSession'

/** Each secondary read of the detail page is its own query (marketplace §7 Single auction), so each fails alone. */
export const useNotificationInfo = (id: AuctionId) => {
  const insights = useService(AuctionInsights)
  return useQuery({ queryKey: queryKeys.notificationInfo(id), queryFn: () => insights.notificationInfo(id) })
}

export const useSellerPerformance = (dealerId: DealerId) => {
  const insights = useService(AuctionInsights)
  return useQuery({
    queryKey: queryKeys.sellerPerformance(dealerId),
    queryFn: () => insights.sellerPerformance(dealerId),
  })
}

/** The carfax report asks for the viewing dealership: the user's default, else their first. */
export const useCarfax = (auction: Pick<Auction, 'id' | 'vehicle'>) => {
  const insights = useService(AuctionInsights)
  const user = useSession()?.user
  const dealerId = user?.defaultDealerId ?? user?.dealerships[0]?.id ?? null
  return useQuery({
    queryKey: queryKeys.carfax(auction.vehicle.vin, auction.id, dealerId),
    queryFn: () => insights.carfax(auction.vehicle.vin, auction.id, dealerId as DealerId),
    enabled: dealerId !== null,
  })
}

/** POST auction/{id}/view_count once per visit (one mount of the page per auction), then the count it answers. */
export const useViewCount = (id: AuctionId) => {
  const insights = useService(AuctionInsights)
  const view = useMutation({ mutationFn: () => insights.recordView(id) })
  const counted = useRef<AuctionId | null>(null)
  const { mutate } = view
  useEffect(() => {
    if (counted.current === id) return
    counted.current = id
    mutate()
  }, [id, mutate])
  return view
}
