import type { TransportPromotion, TransportPromotions } from '@gavel/domain/areas/transport'
import type { TransportClient } from '@gavel/sdk'
import { Schema } from 'effect'
import { decodeOrThrow } from '../../support/decode'
import { callGateway } from '../../support/toDomainError'

/** TransportPromotionList of contracts/openapi/transport.yaml (ADR 0038). */
const PromotionWire = Schema.Struct({
  id: Schema.String,
  title: Schema.String,
  description: Schema.String,
  discountPerVehicle: Schema.Int,
  minVehicles: Schema.Int,
  serviceType: Schema.NullOr(Schema.String),
  code: Schema.NullOr(Schema.String),
  startsAt: Schema.Int,
  endsAt: Schema.Int,
})
const ListWire = Schema.Struct({ data: Schema.Struct({ content: Schema.Array(PromotionWire) }) })
const decodeList = decodeOrThrow(ListWire, 'transport promotions')

export const toPromotions = (input: unknown): readonly TransportPromotion[] =>
  decodeList(input).data.content.map((p) => ({ ...p, startsAt: p.startsAt * 1000, endsAt: p.endsAt * 1000 }))

/** GET transportation/promotions (marketplace §7 Transport "promotions (response data.content)"). */
export class TransportPromotionsHttp implements TransportPromotions {
  constructor(private readonly client: TransportClient) {}

  async running(): Promise<readonly TransportPromotion[]> {
    const { data } = await callGateway(() => this.client.GET('/transportation/promotions'))
    return toPromotions(data)
  }
}
