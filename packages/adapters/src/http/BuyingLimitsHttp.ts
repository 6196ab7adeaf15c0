import type { BuyingLimits, BuyingLimitsSource } from '@gavel/domain'
import type { BuyingClient } from '@gavel/sdk'
import { Schema } from 'effect'
import { guardOrThrow } from '../support/guarded'
import { callGateway } from '../support/toDomainError'
import { isBuyingLimits, isBuyingLimitsWire } from '../wire/guards/generated/guards'

export const BuyingLimitsWire = Schema.Struct({
  dealer_id: Schema.NullOr(Schema.Number),
  max_bid: Schema.NullOr(Schema.Number),
  daily_spend: Schema.NullOr(Schema.Number),
  spent_today: Schema.Number,
})
const decodeWire = guardOrThrow(isBuyingLimitsWire, 'getBuyingLimits')
const decodeLimits = guardOrThrow(isBuyingLimits, 'getBuyingLimits')

/** The dealer's team buying limits (GET buying_limits, ADR 0025), for the bid panel's hint. */
export class BuyingLimitsHttp implements BuyingLimitsSource {
  constructor(private readonly client: BuyingClient) {}

  async mine(): Promise<BuyingLimits> {
    const { data } = await callGateway(() => this.client.GET('/buying_limits'))
    const w = decodeWire(data)
    return decodeLimits({
      dealerId: w.dealer_id,
      maxBid: w.max_bid,
      dailySpend: w.daily_spend,
      spentToday: w.spent_today,
    })
  }
}
