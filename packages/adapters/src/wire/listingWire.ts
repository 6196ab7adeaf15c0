import { Schema } from 'effect'

/** ListingPage of contracts/openapi/buying.yaml: auctions are decoded one by one with toAuction. */
export const ListingPageWire = Schema.Struct({
  results: Schema.Array(Schema.Unknown),
  total: Schema.Number,
  from: Schema.NullOr(Schema.String),
})

/** AuctionCounts (counts) of buying.yaml. */
export const CountsWire = Schema.Struct({ active: Schema.Number, comingSoon: Schema.Number, watchList: Schema.Number })

const CountV2Wire = Schema.Struct({ filtered: Schema.Number, unfiltered: Schema.Number })
/** AuctionCountsV2 (counts_v2) of buying.yaml: each count filtered and unfiltered. */
export const CountsV2Wire = Schema.Struct({
  active: CountV2Wire,
  comingSoon: CountV2Wire,
  watchList: CountV2Wire,
})

/** The lane each auction carries (AuctionWire.lane): enough to list private and event lanes. */
export const AuctionLaneWire = Schema.Struct({
  lane: Schema.Struct({ id: Schema.Int, display_name: Schema.String, kind: Schema.String }),
})

/** StatesAndSorts of contracts/openapi/search.yaml. */
export const StatesAndSortsWire = Schema.Struct({
  states: Schema.Array(
    Schema.Struct({
      state: Schema.String,
      label: Schema.String,
      sorts: Schema.Array(Schema.Struct({ value: Schema.String, label: Schema.String })),
    }),
  ),
})

/** RunList of buying.yaml (marketplace §3 Run list item, plus auction_id and start_time). */
export const RunListWire = Schema.Struct({
  items: Schema.Array(
    Schema.Struct({
      auction_id: Schema.Int,
      title: Schema.String,
      subtitle: Schema.NullOr(Schema.String),
      thumbnail: Schema.NullOr(Schema.String),
      price: Schema.Struct({ raw: Schema.Number, formatted: Schema.String }),
      alert: Schema.Boolean,
      alert_message: Schema.NullOr(Schema.String),
      group_by: Schema.String,
      proxy_bid: Schema.NullOr(Schema.Struct({ amount: Schema.Number, is_persistent: Schema.Boolean })),
      start_time: Schema.Number,
    }),
  ),
})
