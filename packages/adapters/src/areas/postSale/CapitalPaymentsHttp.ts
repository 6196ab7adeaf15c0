import type { CapitalPaymentIntent, CapitalPayments } from '@gavel/domain/areas/postSale'
import type { CapitalClient } from '@gavel/sdk'
import { Schema } from 'effect'
import { decodeOrThrow } from '../../support/decode'
import { callGateway } from '../../support/toDomainError'

const paymentWire = decodeOrThrow(Schema.Struct({ payment_id: Schema.String }), 'capital payment')

/**
 * A won auction paid through capital (marketplace §7 POST payment {auction_id, total}). The SDK never retries it;
 * the intent's key travels as Idempotency-Key (docs/adr/0027), so the server never pays twice either.
 */
export class CapitalPaymentsHttp implements CapitalPayments {
  constructor(private readonly client: CapitalClient) {}

  async pay(intent: CapitalPaymentIntent): Promise<{ readonly paymentId: string }> {
    const { data } = await callGateway(
      () =>
        this.client.POST('/payment', {
          params: { header: { 'Idempotency-Key': intent.idempotencyKey } },
          body: { auction_id: intent.auctionId, total: intent.total },
        }),
      { action: true },
    )
    return { paymentId: paymentWire(data).payment_id }
  }
}
