import type { Auction, AuctionId, AuctionsById } from '@gavel/domain'
import type { SellingList, SellingLists } from '@gavel/domain/areas/selling'
import type { MyAuctionsClient } from '@gavel/sdk'
import { Schema } from 'effect'
import { guardOrThrow } from '../../support/guarded'
import { callGateway } from '../../support/toDomainError'
import { isActiveSellingWire } from '../../wire/guards/generated/isActiveSellingWire'
import { isMyAuctionRowsWire } from '../../wire/guards/generated/isMyAuctionRowsWire'
import { isNegotiationInfoSchema } from '../../wire/guards/generated/isNegotiationInfoSchema'

/** The rows of AuctionList / SellingList (contracts/openapi/myauctions.yaml) as far as a list reads them. */
const Row = Schema.Struct({ id: Schema.Int, negotiationInfo: Schema.NullOr(Schema.Unknown) })
/** The sources of the lists' generated guards (docs/adr/0039). */
export const MyAuctionRowsWire = Schema.Struct({ results: Schema.Array(Row) })
export const ActiveSellingWire = Schema.Struct({ data: Schema.Struct({ auctions: Schema.Array(Row) }) })
const decodeList = guardOrThrow(isMyAuctionRowsWire, 'my auctions list')
const decodeSelling = guardOrThrow(isActiveSellingWire, 'active selling list')
const decodeNegotiation = guardOrThrow(isNegotiationInfoSchema, 'negotiation info')

/**
 * The seller's lists: the my-auctions gateway names the auctions in its order (active selling reads
 * data.data.auctions, marketplace §7 Other), and AuctionsById.getManyById gives each one whole (getAuctionsById, 3
 * retries) so pills, permissions and the live store apply; the row's negotiation comes along.
 */
export class SellingListsHttp implements SellingLists {
  constructor(
    private readonly client: MyAuctionsClient,
    private readonly sync: AuctionsById,
  ) {}

  async auctions(list: SellingList): Promise<readonly Auction[]> {
    const rows = await this.rows(list)
    const whole = await this.sync.getManyById(rows.map((r) => r.id as AuctionId))
    const byId = new Map(whole.map((a) => [a.id as number, a]))
    return rows.flatMap((r) => {
      const auction = byId.get(r.id)
      if (!auction) return []
      return r.negotiationInfo === null
        ? [auction]
        : [{ ...auction, negotiation: decodeNegotiation(r.negotiationInfo) }]
    })
  }

  private async rows(list: SellingList) {
    switch (list) {
      case 'activeSelling': {
        const { data } = await callGateway(() => this.client.GET('/bff/myacv/active/selling'))
        return decodeSelling(data).data.auctions
      }
      case 'negotiationsSelling': {
        const { data } = await callGateway(() => this.client.GET('/negotiation/selling'))
        return decodeList(data).results
      }
      case 'sold': {
        const { data } = await callGateway(() => this.client.GET('/selling/sold'))
        return decodeList(data).results
      }
    }
  }
}
