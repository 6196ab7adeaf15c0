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
import { decodeOrThrow } from '../support/decode'
import { callGateway } from '../support/toDomainError'

const StatusesWire = Schema.Struct({
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
const StatusEntry = Schema.Struct({
  id: AuctionId,
  status: AuctionStatus,
  endsAt: EpochMillis,
  bidCount: Schema.Int,
  highBidAmount: Schema.NullOr(Dollars),
})
const decodeStatuses = decodeOrThrow(StatusesWire, 'auction statuses')
const decodeEntry = decodeOrThrow(StatusEntry, 'auction statuses')

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
