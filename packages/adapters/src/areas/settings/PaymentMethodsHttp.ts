import { type PaymentKind, PaymentMethod, type PaymentMethods } from '@gavel/domain/areas/settings'
import type { OrganizationClient } from '@gavel/sdk'
import { Schema } from 'effect'
import { decodeOrThrow } from '../../support/decode'
import { callGateway } from '../../support/toDomainError'

const PaymentMethodWire = Schema.Struct({
  data: Schema.Struct({
    organizationId: Schema.Number,
    current: Schema.String,
    options: Schema.Array(Schema.Unknown),
  }),
})
const decodeWire = decodeOrThrow(PaymentMethodWire, 'payment method')
const decodeMethod = decodeOrThrow(PaymentMethod, 'payment method')
const toMethod = (raw: unknown): PaymentMethod => {
  const { organizationId, current, options } = decodeWire(raw).data
  return decodeMethod({ dealerId: organizationId, current, options })
}

/** A dealership's default payment method (organization.yaml, ADR 0034). A change is one call, never retried. */
export class PaymentMethodsHttp implements PaymentMethods {
  constructor(private readonly client: OrganizationClient) {}

  async get(dealerId: number): Promise<PaymentMethod> {
    const { data } = await callGateway(() =>
      this.client.GET('/organization/{id}/payment-method', { params: { path: { id: dealerId } } }),
    )
    return toMethod(data)
  }

  async setDefault(dealerId: number, kind: PaymentKind): Promise<PaymentMethod> {
    const { data } = await callGateway(
      () =>
        this.client.PUT('/organization/{id}/payment-method', { params: { path: { id: dealerId } }, body: { kind } }),
      { action: true },
    )
    return toMethod(data)
  }
}
