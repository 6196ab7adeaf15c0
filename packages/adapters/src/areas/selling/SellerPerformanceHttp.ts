import type { DealerId } from '@gavel/domain'
import type { PerformanceWindow, SellerPerformance, SellerPerformanceSource } from '@gavel/domain/areas/selling'
import type { MyAccountClient } from '@gavel/sdk'
import { Schema } from 'effect'
import { guardOrThrow } from '../../support/guarded'
import { callGateway } from '../../support/toDomainError'
import { isSellerPerformanceWire } from '../../wire/guards/generated/isSellerPerformanceWire'

const Count = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))
/** seller_performance_metrics/{id}'s payload, the source of its generated guard (docs/adr/0039). */
export const SellerPerformanceWire = Schema.Struct({
  dealer_id: Schema.Int,
  days: Schema.Int,
  launched: Count,
  sold: Count,
  unsold: Count,
  in_negotiation: Count,
  sell_through_rate: Schema.Number.check(Schema.isBetween({ minimum: 0, maximum: 1 })),
  average_sale_price: Schema.NullOr(Count),
  average_bid_count: Schema.Number,
  average_views: Schema.Number,
})
const decode = guardOrThrow(isSellerPerformanceWire, 'seller performance')

/** GET seller_performance_metrics/{id} on the my-account gateway (marketplace §7). */
export class SellerPerformanceHttp implements SellerPerformanceSource {
  constructor(private readonly client: MyAccountClient) {}

  async metrics(dealerId: DealerId, days: PerformanceWindow): Promise<SellerPerformance> {
    const { data } = await callGateway(() =>
      this.client.GET('/seller_performance_metrics/{id}', { params: { path: { id: dealerId }, query: { days } } }),
    )
    const w = decode(data)
    return {
      dealerId: w.dealer_id as DealerId,
      days: w.days,
      launched: w.launched,
      sold: w.sold,
      unsold: w.unsold,
      inNegotiation: w.in_negotiation,
      sellThroughRate: w.sell_through_rate,
      averageSalePrice: w.average_sale_price as SellerPerformance['averageSalePrice'],
      averageBidCount: w.average_bid_count,
      averageViews: w.average_views,
    }
  }
}
