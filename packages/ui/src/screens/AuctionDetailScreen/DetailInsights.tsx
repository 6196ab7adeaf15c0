import type { Auction } from '@gavel/domain'
import { CarfaxAlerts } from '../../components/CarfaxAlerts'
import { SellerInfo } from '../../components/SellerInfo'
import { DetailSection } from './DetailSection'
import { NotificationInfoList } from './NotificationInfoList'
import { useCarfax, useNotificationInfo, useSellerPerformance } from './useAuctionInsights'

/** The detail page's secondary reads, each loading and failing on its own. */
export const DetailInsights = ({ auction }: { readonly auction: Auction }) => {
  const carfax = useCarfax(auction)
  const seller = useSellerPerformance(auction.seller.dealerId)
  const notifications = useNotificationInfo(auction.id)
  return (
    <>
      <DetailSection title="Vehicle history" query={carfax}>
        {(report) => <CarfaxAlerts report={report} />}
      </DetailSection>
      <DetailSection title="Seller" query={seller}>
        {(performance) => <SellerInfo performance={performance} />}
      </DetailSection>
      <DetailSection title="Auction notifications" query={notifications}>
        {(info) => <NotificationInfoList info={info} />}
      </DetailSection>
    </>
  )
}
