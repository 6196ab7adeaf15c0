import type { Auction, OutstandingAuctions } from '@gavel/domain'
import type { BuyingClient } from '@gavel/sdk'
import { Schema } from 'effect'
import { decodeOrThrow } from '../support/decode'
import { callGateway } from '../support/toDomainError'
import { toAuction } from '../wire/toAuction'

const AuctionListWire = Schema.Struct({ results: Schema.Array(Schema.Unknown), total: Schema.Number })
const decodeList = decodeOrThrow(AuctionListWire, 'auctions to finalize')

/** The won auctions the user must finalize (shell §4.1, marketplace §7 GET api/acvapi/v3/auctions/to_finalize). */
export class OutstandingAuctionsHttp implements OutstandingAuctions {
  constructor(private readonly client: BuyingClient) {}

  async list(): Promise<readonly Auction[]> {
    const { data } = await callGateway(() => this.client.GET('/api/acvapi/v3/auctions/to_finalize'))
    return decodeList(data).results.map(toAuction)
  }
}
