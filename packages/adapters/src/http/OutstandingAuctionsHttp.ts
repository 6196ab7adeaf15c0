import type { Auction, OutstandingAuctions } from '@gavel/domain'
import type { BuyingClient } from '@gavel/sdk'
import { Schema } from 'effect'
import { guardOrThrow } from '../support/guarded'
import { callGateway } from '../support/toDomainError'
import { isOutstandingListWire } from '../wire/guards/generated/guards'
import { toAuction } from '../wire/toAuction'

export const OutstandingListWire = Schema.Struct({ results: Schema.Array(Schema.Unknown), total: Schema.Number })
const decodeList = guardOrThrow(isOutstandingListWire, 'auctions to finalize')

/** The won auctions the user must finalize (shell §4.1, marketplace §7 GET api/acvapi/v3/auctions/to_finalize). */
export class OutstandingAuctionsHttp implements OutstandingAuctions {
  constructor(private readonly client: BuyingClient) {}

  async list(): Promise<readonly Auction[]> {
    const { data } = await callGateway(() => this.client.GET('/api/acvapi/v3/auctions/to_finalize'))
    return decodeList(data).results.map(toAuction)
  }
}
