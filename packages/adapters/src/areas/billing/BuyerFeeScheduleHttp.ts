import { type DealerId, dollars } from '@gavel/domain'
import type { BuyerFeeSchedule, BuyerFeeTier } from '@gavel/domain/areas/billing'
import type { MyAccountClient } from '@gavel/sdk'
import { Schema } from 'effect'
import { decodeOrThrow } from '../../support/decode'
import { callGateway } from '../../support/toDomainError'

const Money = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))
const ScheduleWire = Schema.Struct({
  tiers: Schema.Array(Schema.Struct({ min_price: Money, max_price: Schema.NullOr(Money), fee: Money })),
})
const decodeSchedule = decodeOrThrow(ScheduleWire, 'buyer fee schedule')

/** The buy fee schedule over the my-account gateway (ADR 0028 GET fee-schedule/buyer). */
export class BuyerFeeScheduleHttp implements BuyerFeeSchedule {
  constructor(private readonly client: MyAccountClient) {}

  async tiers(dealer: DealerId): Promise<readonly BuyerFeeTier[]> {
    const { data } = await callGateway(() =>
      this.client.GET('/fee-schedule/buyer', { params: { query: { dealer_id: dealer } } }),
    )
    return decodeSchedule(data).tiers.map((t) => ({
      minPrice: dollars(t.min_price),
      maxPrice: t.max_price === null ? null : dollars(t.max_price),
      fee: dollars(t.fee),
    }))
  }
}
