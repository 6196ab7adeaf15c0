import type { CarfaxReport, DealershipPerformance, NotificationInfo } from '../model/auctionInsights'
import type { AuctionId, DealerId } from '../model/ids'
import { createPortId } from './portId'

/**
 * The detail page's secondary reads and the view count (marketplace §7 "Single auction"): each answers on its own,
 * so one failing never blanks the page. Rejects with the domain's errors (NotFound, MalformedResponse, ...).
 */
export interface AuctionInsights {
  /** GET auction/{id}/notification_info. */
  notificationInfo(id: AuctionId): Promise<NotificationInfo>
  /** GET dealership/{id}/performance_info: the seller's record. */
  sellerPerformance(dealerId: DealerId): Promise<DealershipPerformance>
  /** GET api/acvapi/v1/vehicle/{vin}/carfax?auction_id&dealer_id. */
  carfax(vin: string, auctionId: AuctionId, dealerId: DealerId): Promise<CarfaxReport>
  /** POST auction/{id}/view_count: counts this visit and answers the new count. */
  recordView(id: AuctionId): Promise<number>
}
export const AuctionInsights = createPortId<AuctionInsights>('auction-insights')
