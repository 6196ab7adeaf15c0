import type { AuctionBidding, BidIntent, BidReceipt, SessionControl } from '@gavel/domain'
import { SessionExpired } from '@gavel/domain'
import type { BuyingClient } from '@gavel/sdk'
import { callGateway } from '../support/toDomainError'
import { toBidReceipt } from '../wire/bidResultWire'

/**
 * Bids and proxy bids (marketplace §7 POST auction/{id}/bid, 6 retries). The intent's idempotency key goes on
 * every attempt, so the SDK's retries can never place a second bid; a refusal carries the server's reason.
 */
export class AuctionBiddingHttp implements AuctionBidding {
  constructor(
    private readonly client: BuyingClient,
    private readonly session: Pick<SessionControl, 'current'>,
  ) {}

  async placeBid(intent: BidIntent): Promise<BidReceipt> {
    const user = this.session.current()?.user
    if (!user) throw new SessionExpired({ message: 'Sign in to bid.' })
    const { data } = await callGateway(
      () =>
        this.client.POST('/auction/{id}/bid', {
          params: { path: { id: intent.auctionId }, header: { 'Idempotency-Key': intent.idempotencyKey } },
          body: {
            auctionId: intent.auctionId,
            amount: intent.amount,
            userId: user.id,
            proxy: intent.proxy,
            persistent: intent.persistent,
          },
        }),
      { action: true },
    )
    return toBidReceipt(data)
  }
}
