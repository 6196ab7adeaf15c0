import {
  AuctionId,
  AuctionStatus,
  type AuctionStatusEntry,
  type AuctionStatuses,
  Dollars,
  EpochMillis,
} from '@gavel/domain'
import type { BuyingClient } from '@gavel/sdk'
import { Schema } from 'effect'
import { guardOrThrow } from '../support/guarded'
import { callGateway } from '../support/toDomainError'
import { isStatusEntry, isStatusesWire } from '../wire/guards/generated/guards'

export const StatusesWire = Schema.Struct({
  statuses: Schema.Array(
    Schema.Struct({
      id: Schema.Number,
      status: Schema.String,
      end_time: Schema.Number,
      bid_count: Schema.Number,
      high_bid_amount: Schema.NullOr(Schema.Number),
    }),
  ),
})
export const StatusEntry = Schema.Struct({
  id: AuctionId,
  status: AuctionStatus,
  endsAt: EpochMillis,
  bidCount: Schema.Int,
  highBidAmount: Schema.NullOr(Dollars),
})
const decodeStatuses = guardOrThrow(isStatusesWire, 'auction statuses')
const decodeEntry = guardOrThrow(isStatusEntry, 'auction statuses')

/** Status polling (marketplace §7 POST api/acvapi/v3/auction/statuses {auctions}): wire first, then the domain's schema. */
export class AuctionStatusesHttp implements AuctionStatuses {
  constructor(private readonly client: BuyingClient) {}

  async statuses(ids: readonly AuctionId[]): Promise<readonly AuctionStatusEntry[]> {
    if (ids.length === 0) return []
    const { data } = await callGateway(() =>
      this.client.POST('/api/acvapi/v3/auction/statuses', { body: { auctions: [...ids] } }),
    )
    return decodeStatuses(data).statuses.map((s) =>
      decodeEntry({
        id: s.id,
        status: s.status,
        endsAt: s.end_time * 1000,
        bidCount: s.bid_count,
        highBidAmount: s.high_bid_amount,
      }),
    )
  }
}
