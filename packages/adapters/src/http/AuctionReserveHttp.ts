import type { AuctionId, AuctionReserve } from '@gavel/domain'
import type { BuyingClient } from '@gavel/sdk'
import { guardOrThrow } from '../support/guarded'
import { callGateway } from '../support/toDomainError'
import { isReserveRemovedWire } from '../wire/guards/generated/guards'

const decode = guardOrThrow(isReserveRemovedWire, 'remove reserve')

/** The seller removes the reserve (DELETE auction/{id}/reserve, docs/adr/0015). */
export class AuctionReserveHttp implements AuctionReserve {
  constructor(private readonly client: BuyingClient) {}

  async removeReserve(auctionId: AuctionId): Promise<void> {
    const { data } = await callGateway(
      () => this.client.DELETE('/auction/{id}/reserve', { params: { path: { id: auctionId } } }),
      { action: true },
    )
    decode(data)
  }
}
