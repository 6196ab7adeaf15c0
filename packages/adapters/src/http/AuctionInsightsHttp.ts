import type {
  AuctionId,
  AuctionInsights,
  CarfaxReport,
  DealerId,
  DealershipPerformance,
  NotificationInfo,
} from '@gavel/domain'
import type { BuyingClient } from '@gavel/sdk'
import { callGateway } from '../support/toDomainError'
import { toCarfaxReport, toDealershipPerformance, toNotificationInfo, toViewCount } from '../wire/auctionInsightsWire'

/** The detail page's secondary reads and the view count over the buying gateway (marketplace §7 Single auction). */
export class AuctionInsightsHttp implements AuctionInsights {
  constructor(private readonly client: BuyingClient) {}

  async notificationInfo(id: AuctionId): Promise<NotificationInfo> {
    const { data } = await callGateway(() =>
      this.client.GET('/auction/{id}/notification_info', { params: { path: { id } } }),
    )
    return toNotificationInfo(data)
  }

  async sellerPerformance(dealerId: DealerId): Promise<DealershipPerformance> {
    const { data } = await callGateway(() =>
      this.client.GET('/dealership/{id}/performance_info', { params: { path: { id: dealerId } } }),
    )
    return toDealershipPerformance(data)
  }

  async carfax(vin: string, auctionId: AuctionId, dealerId: DealerId): Promise<CarfaxReport> {
    const { data } = await callGateway(() =>
      this.client.GET('/api/acvapi/v1/vehicle/{vin}/carfax', {
        params: { path: { vin }, query: { auction_id: auctionId, dealer_id: dealerId } },
      }),
    )
    return toCarfaxReport(data)
  }

  async recordView(id: AuctionId): Promise<number> {
    const { data } = await callGateway(() => this.client.POST('/auction/{id}/view_count', { params: { path: { id } } }))
    return toViewCount(data)
  }
}
