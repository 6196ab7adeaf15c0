import type {
  AuctionBidding,
  AuctionId,
  BidIntent,
  BidReceipt,
  Dollars,
  PersistentProxyReceipt,
  SessionControl,
  UserId,
} from '@gavel/domain'
import { SessionExpired } from '@gavel/domain'
import type { BuyingClient } from '@gavel/sdk'
import { callGateway } from '../support/toDomainError'
import { toPersistentProxy } from '../wire/auctionActionsWire'
import { toBidApproval } from '../wire/bidApprovalWire'
import { toBidReceipt } from '../wire/bidResultWire'

/**
 * Bids and proxy bids (marketplace §7 POST auction/{id}/bid, 6 retries). The intent's idempotency key goes on
 * every attempt, so the SDK's retries can never place a second bid; a refusal carries the server's reason.
 * Persistent proxies: PUT and DELETE persistent_proxy_bid {amount, user_id}, never retried. A bid above a team
 * buying limit rejects with BidAwaitsApproval (ADR 0025): the admin's answer places it, once, or not.
 */
export class AuctionBiddingHttp implements AuctionBidding {
  constructor(
    private readonly client: BuyingClient,
    private readonly session: Pick<SessionControl, 'current'>,
  ) {}

  private userId(action: string): UserId {
    const user = this.session.current()?.user
    if (!user) throw new SessionExpired({ message: `Sign in to ${action}.` })
    return user.id
  }

  async placeBid(intent: BidIntent): Promise<BidReceipt> {
    const userId = this.userId('bid')
    const { data, response } = await callGateway(
      () =>
        this.client.POST('/auction/{id}/bid', {
          params: { path: { id: intent.auctionId }, header: { 'Idempotency-Key': intent.idempotencyKey } },
          body: {
            auctionId: intent.auctionId,
            amount: intent.amount,
            userId,
            proxy: intent.proxy,
            persistent: intent.persistent,
          },
        }),
      { action: true },
    )
    // Above a team buying limit the bid became an approval request (202, ADR 0025): not placed, not refused.
    if (response.status === 202) throw toBidApproval(data)
    return toBidReceipt(data)
  }

  async setPersistentProxy(auctionId: AuctionId, amount: Dollars): Promise<PersistentProxyReceipt> {
    const userId = this.userId('bid')
    const { data } = await callGateway(
      () =>
        this.client.PUT('/auction/{id}/persistent_proxy_bid', {
          params: { path: { id: auctionId } },
          body: { amount, user_id: userId },
        }),
      { action: true },
    )
    return toPersistentProxy(data)
  }

  async cancelPersistentProxy(auctionId: AuctionId, amount: Dollars): Promise<void> {
    const userId = this.userId('bid')
    await callGateway(
      () =>
        this.client.DELETE('/auction/{id}/persistent_proxy_bid', {
          params: { path: { id: auctionId } },
          body: { amount, user_id: userId },
        }),
      { action: true },
    )
  }
}
