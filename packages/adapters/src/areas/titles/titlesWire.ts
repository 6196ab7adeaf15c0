import { auctionId, dealerId, dollars, epochMillis } from '@gavel/domain'
import type { Title, TitleList } from '@gavel/domain/areas/titles'
import { Schema } from 'effect'
import { decodeOrThrow } from '../../support/decode'

/** TitleList of contracts/openapi/myauctions.yaml (GET titles, docs/adr/0027). */
const Seconds = Schema.NullOr(Schema.Int)
const Count = Schema.Int
const ListName = Schema.Literals(['urgent', 'due_soon', 'recently_sold', 'closed', 'open', 'pre_sale'])
const TitleWire = Schema.Struct({
  id: Schema.Int,
  auction_id: Schema.Int,
  dealer_id: Schema.Int,
  side: Schema.Literals(['buying', 'selling']),
  vin: Schema.String,
  year: Schema.Int,
  make: Schema.String,
  model: Schema.String,
  counterparty: Schema.NullOr(Schema.String),
  sale_price: Schema.NullOr(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))),
  status: Schema.Literals(['pre_sale', 'awaiting_title', 'awaiting_payment', 'sent', 'delivered', 'problem']),
  problem: Schema.NullOr(Schema.String),
  sold_at: Seconds,
  title_due_at: Seconds,
  received_at: Seconds,
  paid_at: Seconds,
  sent_at: Seconds,
  delivered_at: Seconds,
})
const TitleListWire = Schema.Struct({
  list: ListName,
  titles: Schema.Array(TitleWire),
  counts: Schema.Struct({
    urgent: Count,
    due_soon: Count,
    recently_sold: Count,
    closed: Count,
    open: Count,
    pre_sale: Count,
  }),
})

const ms = (s: number | null) => (s === null ? null : epochMillis(s * 1000))

const toTitle = (w: typeof TitleWire.Type): Title => ({
  id: w.id,
  auctionId: auctionId(w.auction_id),
  dealerId: dealerId(w.dealer_id),
  side: w.side,
  vehicle: { vin: w.vin, year: w.year, make: w.make, model: w.model },
  counterparty: w.counterparty,
  salePrice: w.sale_price === null ? null : dollars(w.sale_price),
  status: w.status,
  problem: w.problem,
  soldAt: ms(w.sold_at),
  titleDueAt: ms(w.title_due_at),
  receivedAt: ms(w.received_at),
  paidAt: ms(w.paid_at),
  sentAt: ms(w.sent_at),
  deliveredAt: ms(w.delivered_at),
})

const decodeList = decodeOrThrow(TitleListWire, 'titles')

export const toTitleList = (input: unknown): TitleList => {
  const w = decodeList(input)
  return { list: w.list, titles: w.titles.map(toTitle), counts: w.counts }
}
