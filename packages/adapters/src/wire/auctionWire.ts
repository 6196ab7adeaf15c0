import { Schema } from 'effect'
import { AuctionDetailsWire } from './auctionDetailsWire'

/** AuctionWire of contracts/openapi/buying.yaml (ADR 0001), as the buying gateway sends it. */
const NullableString = Schema.NullOr(Schema.String)

export const HighBidWire = Schema.Struct({ amount: Schema.Number, user_id: Schema.Number, dealer_id: Schema.Number })

export const LaneWire = Schema.Struct({
  id: Schema.Int,
  display_name: Schema.String,
  kind: Schema.String,
  can_bid: Schema.Boolean,
  can_buy: Schema.Boolean,
  can_proxy_bid: Schema.Boolean,
  can_make_offer: Schema.Boolean,
})

export const PermissionsWire = Schema.Struct({
  can_bid: Schema.Boolean,
  can_buy: Schema.Boolean,
  can_proxy_bid: Schema.Boolean,
  can_make_offer: Schema.Boolean,
  can_negotiate: Schema.Boolean,
  can_finalize: Schema.Boolean,
  can_purchase_now: Schema.Boolean,
  can_remove_reserve: Schema.Boolean,
  can_download_bill_of_sale: Schema.Boolean,
  can_edit_persistent_proxy: Schema.Boolean,
  can_relaunch: Schema.Boolean,
})

export const AuctionWire = Schema.Struct({
  id: Schema.Number,
  vin: Schema.String,
  year: Schema.Number,
  make: Schema.String,
  model: Schema.String,
  trim: NullableString,
  odometer: Schema.Number,
  drivetrain: NullableString,
  transmission: NullableString,
  engine: NullableString,
  exterior_color: NullableString,
  status: Schema.String,
  floor_price: Schema.NullOr(Schema.Number),
  show_reserve: Schema.Boolean,
  start_price: Schema.Number,
  high_bid: Schema.NullOr(HighBidWire),
  bid_count: Schema.Number,
  view_count: Schema.Number,
  start_time: Schema.Number,
  end_time: Schema.Number,
  purchase_now_price: Schema.NullOr(Schema.Number),
  seller: Schema.Struct({ user_id: Schema.Number, dealer_id: Schema.Number, dealership_name: Schema.String }),
  lane: LaneWire,
  images: Schema.NullOr(
    Schema.Struct({ acv_large: Schema.String, acv_medium: Schema.String, acv_thumbnail: Schema.String }),
  ),
  is_on_watch_list: Schema.Boolean,
  participant: Schema.Boolean,
  proxy_bid: Schema.NullOr(Schema.Struct({ amount: Schema.Number, is_persistent: Schema.Boolean })),
  proxy_bid_interval: Schema.Number,
  permissions: PermissionsWire,
  /** Only the single-auction read sends it. */
  details: Schema.optionalKey(AuctionDetailsWire),
})
export type AuctionWire = typeof AuctionWire.Type
